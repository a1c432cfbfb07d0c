import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const fa: TranslationsOf<typeof en> = {
  title: 'یک پست وبلاگ را به ارائه تبدیل کنید',
  intro: 'نشانی یک پست وبلاگ را بچسبانید. Folio آن را می‌خواند، آنچه یافته را نشانتان می‌دهد و از آن اسلاید یا صفحه می‌سازد.',
  address: {
    label: 'نشانی پست وبلاگ',
    placeholder: 'https://example.com/blog/my-post',
    read: 'خواندن پست',
    reading: 'در حال خواندن پست…',
  },
  post: {
    heading: 'پست',
    untitled: 'پست بدون عنوان',
    headings: 'سرفصل‌ها',
    noHeadings: 'این پست زیرعنوان ندارد.',
    images: 'تصاویر و شکل‌ها: {{count}}',
  },
  make: {
    heading: 'چه چیزی ساخته شود',
    kind: { presentation: 'اسلایدها', page: 'صفحه' },
    count: { presentation: 'تعداد اسلایدها', page: 'تعداد بخش‌ها' },
    generate: 'ساختن',
  },
  error: {
    invalid: 'یک نشانی وب کامل وارد کنید که با http:// یا https:// شروع شود.',
    blocked: 'این نشانی به همین رایانه یا یک شبکهٔ خصوصی اشاره می‌کند، پس Folio آن را نمی‌خواند. از نشانی عمومی پست استفاده کنید.',
    unreachable: 'دسترسی به صفحه ممکن نشد. نشانی را بررسی کنید و دوباره تلاش کنید.',
    notHtml: 'این نشانی یک صفحهٔ وب نیست (مثلاً تصویر یا فایل است). نشانی خود پست را بچسبانید.',
    unreadable: 'Folio متن پستی در این صفحه پیدا نکرد.',
    detail: 'جزئیات: {{detail}}',
  },
};

export default fa;
