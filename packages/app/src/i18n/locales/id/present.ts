import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Opsi presentasi',
  fromBeginning: 'Dari awal',
  fromCurrent: 'Dari slide saat ini',
  withNotes: 'Tampilan penyaji: catatan di sini, slide di jendela baru',
  audienceNote: 'Penonton melihat slide di jendela lain. Klik jendela itu atau tekan F di sana untuk layar penuh.',
  blockedTitle: 'Jendela penonton diblokir',
  blockedText: 'Browser Anda mencegah halaman ini membuka jendela untuk slide. Izinkan pop-up untuk situs ini lalu coba lagi, atau presentasikan di jendela ini: penonton akan melihat slide tanpa catatan Anda.',
  presentHere: 'Presentasikan di jendela ini',
  tryAgain: 'Coba lagi',
  cancel: 'Batal',
  loading: 'Memuat slide…',
};

export default translations;
