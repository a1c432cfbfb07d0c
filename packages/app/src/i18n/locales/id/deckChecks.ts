import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Perlu diperiksa di slide ini: {{count}}',
  list: 'Pemeriksaan slide {{n}}',
  codes: {
    overflow: 'Isi lebih tinggi {{by}} px dari slide',
    'text-clipped': 'Teks terpotong di tepi: “{{text}}”',
    'text-overlap': 'Teks menimpa blok lain: “{{text}}”',
    'small-text': 'Teks {{size}} px terlalu kecil untuk dibaca dari belakang ruangan (minimal {{min}} px): “{{text}}”',
    'low-contrast': 'Kontras rendah, {{ratio}}:1 padahal perlu {{needed}}:1: “{{text}}”',
    'leftover-hint': 'Baris kosong dengan petunjuk: hasil ekspor menampilkan ruang kosong',
    'placeholder-text': 'Teks pengganti tertinggal di slide: “{{text}}”',
    'cut-text': 'Teks terpotong dengan “…”: “{{text}}”',
    'repeated-picture': 'Gambar yang sama dengan slide {{n}}',
    'empty-slide': 'Tidak ada yang ditampilkan di slide ini',
  },
};

export default translations;
