import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const id: TranslationsOf<typeof en> = {
  title: 'Ubah postingan blog menjadi presentasi',
  intro: 'Tempel alamat sebuah postingan blog. Folio membacanya, menampilkan apa yang ditemukan, lalu membuat slide atau halaman darinya.',
  address: {
    label: 'Alamat postingan blog',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Baca postingan',
    reading: 'Membaca postingan…',
  },
  post: {
    heading: 'Postingan',
    untitled: 'Postingan tanpa judul',
    headings: 'Subjudul',
    noHeadings: 'Postingan ini tidak memiliki subjudul.',
    images: 'Gambar dan ilustrasi: {{count}}',
  },
  make: {
    heading: 'Yang akan dibuat',
    kind: { presentation: 'Slide', page: 'Halaman' },
    count: { presentation: 'Jumlah slide', page: 'Jumlah bagian' },
    generate: 'Buat',
  },
  error: {
    invalid: 'Masukkan alamat web lengkap yang diawali http:// atau https://.',
    blocked: 'Alamat ini mengarah ke mesin ini atau jaringan pribadi, jadi Folio tidak akan membacanya. Gunakan alamat publik postingan.',
    unreachable: 'Halaman tidak dapat dijangkau. Periksa alamatnya lalu coba lagi.',
    notHtml: 'Alamat ini bukan halaman web (misalnya gambar atau berkas). Tempel alamat postingan itu sendiri.',
    unreadable: 'Folio tidak menemukan teks postingan di halaman ini.',
    detail: 'Rincian: {{detail}}',
  },
};

export default id;
