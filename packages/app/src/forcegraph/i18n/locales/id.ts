import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Pembuat graf gaya",
  intro: "Tempelkan tautan antarhal dan lihat semuanya menata diri sendiri. Seret simpul, perbesar, lalu unduh gambarnya.",
  inputLabel: "Tautan, satu per baris",
  syntaxHelp: "Tulis A -> B untuk panah, A -- B untuk garis biasa, tambahkan “: label” untuk menamai tautan dan “[grup]” setelah nama untuk mewarnainya. CSV dengan kolom source, target, label, dan group juga bisa.",
  openFile: "Buka file CSV atau teks",
  sample: "Matahari [bintang] -> Bumi [planet] : cahaya\nBumi -> Bulan [satelit] : gravitasi\nMatahari -> Mars [planet] : cahaya\nMars -- Phobos [satelit]\nMars -- Deimos [satelit]",
  graphSection: "Graf",
  graphLabel: "Graf — simpul: {{nodes}}, tautan: {{links}}",
  zoom: "Perbesaran",
  zoomIn: "Perbesar",
  zoomOut: "Perkecil",
  fit: "Tampilkan seluruh graf",
  dragHint: "Seret simpul untuk menyematkannya, klik dua kali untuk melepasnya. Seret latar untuk bergeser; perbesar dengan roda tetikus atau tombol.",
  groups: "Grup",
  empty: "Belum ada yang bisa digambar. Ketik tautan seperti A -> B.",
  downloadSvg: "Unduh SVG",
  downloadPng: "Unduh PNG",
  exportFailed: "Gambar tidak dapat dibuat. Silakan coba lagi.",
  issueMalformed: "Baris {{line}}: ini bukan tautan. Tulis sebagai A -> B.",
  issueMissingEnd: "Baris {{line}}: tautan memerlukan nama di kedua sisi.",
  issueSelfLink: "Baris {{line}}: tautan dari simpul ke dirinya sendiri dilewati.",
  moreIssues: "Baris lain yang bermasalah: {{more}}",
  failTooLong: "Teks terlalu panjang: paling banyak {{max}} karakter. Tidak ada yang baru digambar.",
  failTooManyNodes: "Terlalu banyak simpul: batasnya {{max}}. Tidak ada yang baru digambar.",
  failTooManyEdges: "Terlalu banyak tautan: batasnya {{max}}. Tidak ada yang baru digambar.",
};

export default translations;
