import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Geçmiş',
  title: 'Sürüm geçmişi',
  loading: 'Sürümler yükleniyor…',
  empty: 'Henüz sürüm yok. Bir düzenleme oturumu bittiğinde, yapay zekâ değişikliğinden ve geri yüklemeden önce ve her adlandırdığınızda bir sürüm saklanır.',
  nameThis: 'Bu sürümü adlandır',
  nameLabel: 'Ad',
  save: 'Kaydet',
  named: 'Adlandırılmış',
  reason: {
    session: 'Bir düzenleme oturumundan sonra',
    ai: 'Yapay zekâ değişikliğinden önce',
    restore: 'Geri yüklemeden önce',
  },
  by: '{{name}} tarafından',
  formerAccount: 'silinmiş bir hesap',
  slides: 'Slayt: {{count}}',
  preview: 'Önizle',
  previewOf: 'Önizleme: {{name}}',
  readOnly: 'Salt okunur. Geri yüklenince bu yeniden projenin içeriği olur; o zamana kadar hiçbir şey değişmez.',
  restore: 'Geri yükle',
  restoreTitle: 'Bu sürüm geri yüklensin mi?',
  restoreText: 'Slaytlar, tema ve notlar bu sürümdeki gibi olur; başlık kalır. Düzenleyen herkes bunu hemen görür. Geri alabilirsiniz; şimdiki içerik de geçmişte saklanır.',
  restored: 'Sürüm geri yüklendi. Geri al bunu iptal eder.',
  rename: 'Yeniden adlandır',
  renameTitle: 'Bu sürümü yeniden adlandır',
  delete: 'Sil',
  deleteTitle: 'Bu sürüm silinsin mi?',
  deleteText: 'Geçmişten kalıcı olarak çıkar. Proje olduğu gibi kalır.',
  actions: 'Bu sürüm için diğer işlemler',
  slideOf: 'Slayt {{n}} / {{count}}',
  keepNote: 'En yeni {{count}} otomatik sürüm saklanır; adlandırılmış sürümler siz silene kadar kalır.',
};

export default translations;
