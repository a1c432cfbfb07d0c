import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const tr: TranslationsOf<typeof en> = {
  title: 'Bir blog yazısını sunuya dönüştürün',
  intro: 'Bir blog yazısının adresini yapıştırın. Folio yazıyı okur, bulduklarını gösterir ve ondan slaytlar ya da bir sayfa oluşturur.',
  address: {
    label: 'Blog yazısının adresi',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Yazıyı oku',
    reading: 'Yazı okunuyor…',
  },
  post: {
    heading: 'Yazı',
    untitled: 'Başlıksız yazı',
    headings: 'Başlıklar',
    noHeadings: 'Yazıda ara başlık yok.',
    images: 'Görseller ve şekiller: {{count}}',
  },
  make: {
    heading: 'Ne oluşturulsun',
    kind: { presentation: 'Slaytlar', page: 'Sayfa' },
    count: { presentation: 'Slayt sayısı', page: 'Bölüm sayısı' },
    generate: 'Oluştur',
  },
  error: {
    invalid: 'http:// veya https:// ile başlayan tam bir web adresi girin.',
    blocked: 'Bu adres bu bilgisayarı ya da özel bir ağı gösteriyor, bu yüzden Folio onu okumaz. Yazının herkese açık adresini kullanın.',
    unreachable: 'Sayfaya ulaşılamadı. Adresi kontrol edip yeniden deneyin.',
    notHtml: 'Bu adres bir web sayfası değil (örneğin bir görsel ya da dosya). Yazının kendi adresini yapıştırın.',
    unreadable: 'Folio bu sayfada bir yazı metni bulamadı.',
    detail: 'Ayrıntılar: {{detail}}',
  },
};

export default tr;
