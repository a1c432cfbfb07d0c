import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Riwayat',
  title: 'Riwayat versi',
  loading: 'Memuat versi…',
  empty: 'Belum ada versi. Satu versi disimpan saat sesi penyuntingan berakhir, sebelum perubahan oleh AI, sebelum pemulihan, dan setiap kali Anda menamai satu versi.',
  nameThis: 'Namai versi ini',
  nameLabel: 'Nama',
  save: 'Simpan',
  named: 'Bernama',
  reason: {
    session: 'Setelah sesi penyuntingan',
    ai: 'Sebelum perubahan oleh AI',
    restore: 'Sebelum pemulihan',
  },
  by: 'Oleh {{name}}',
  formerAccount: 'akun yang telah dihapus',
  slides: 'Salindia: {{count}}',
  preview: 'Pratinjau',
  previewOf: 'Pratinjau: {{name}}',
  readOnly: 'Hanya baca. Setelah dipulihkan, ini kembali menjadi isi proyek; sampai saat itu tidak ada yang berubah.',
  restore: 'Pulihkan',
  restoreTitle: 'Pulihkan versi ini?',
  restoreText: 'Salindia, tema, dan catatan menjadi milik versi ini; judul tetap. Semua yang sedang menyunting langsung melihatnya. Anda dapat membatalkannya, dan isi saat ini disimpan di riwayat.',
  restored: 'Versi dipulihkan. Urungkan untuk membatalkannya.',
  rename: 'Ganti nama',
  renameTitle: 'Ganti nama versi ini',
  delete: 'Hapus',
  deleteTitle: 'Hapus versi ini?',
  deleteText: 'Versi ini keluar dari riwayat untuk selamanya. Proyek tetap seperti sekarang.',
  actions: 'Tindakan lain untuk versi ini',
  slideOf: 'Salindia {{n}} dari {{count}}',
  keepNote: '{{count}} versi otomatis terbaru disimpan; versi bernama tetap ada sampai Anda menghapusnya.',
};

export default translations;
