import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const id: TranslationsOf<typeof en> = {
  present: {
    start: 'Presentasikan',
    exit: 'Keluar',
    counter: 'Slide {{n}} dari {{total}}',
    previous: 'Slide sebelumnya',
    next: 'Slide berikutnya',
  },
  prompt: {
    title: 'Presentasi ini dilindungi',
    text: 'Masukkan kata sandi yang diberikan pembuatnya untuk melihatnya.',
    label: 'Kata sandi',
    submit: 'Lihat presentasi',
    checking: 'Memeriksa…',
  },
  password: {
    title: 'Kata sandi',
    hint: 'Penonton mengetiknya sebelum melihat presentasi. Mengubahnya mengakhiri akses semua yang sudah memasukkannya.',
    on: 'Kata sandi melindungi tautan ini.',
    off: 'Tanpa kata sandi: siapa pun yang punya tautan bisa melihat.',
    field: 'Kata sandi baru',
    set: 'Atur kata sandi',
    change: 'Ubah kata sandi',
    remove: 'Hapus kata sandi',
    saved: 'Kata sandi disimpan',
    removed: 'Kata sandi dihapus',
  },
  viewers: {
    button: 'Penonton',
    title: 'Penonton',
    period: '30 hari terakhir',
    views: 'Tayangan',
    unique: 'Penonton unik',
    perDay: 'Tayangan per hari',
    perSlide: 'Waktu per slide',
    sources: 'Asal penonton',
    direct: 'Langsung atau tidak diketahui',
    seconds: '{{count}} dtk',
    slide: 'Slide {{n}}',
    empty: 'Belum ada tayangan dalam 30 hari terakhir.',
    download: 'Unduh CSV',
    privacy: 'Dihitung tanpa data pribadi: setiap browser mendapat id acak, dan browser yang meminta tidak dilacak tidak dihitung.',
    proOnly: 'Kata sandi dan statistik penonton adalah fitur Pro.',
  },
};

export default id;
