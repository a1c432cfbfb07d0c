import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const zhTW: TranslationsOf<typeof en> = {
  title: '把部落格文章變成簡報',
  intro: '貼上一篇部落格文章的網址。Folio 會讀取文章、顯示找到的內容，並據此產生投影片或頁面。',
  address: {
    label: '部落格文章網址',
    placeholder: 'https://example.com/blog/my-post',
    read: '讀取文章',
    reading: '正在讀取文章…',
  },
  post: {
    heading: '文章',
    untitled: '無標題文章',
    headings: '小標題',
    noHeadings: '這篇文章沒有小標題。',
    images: '圖片與插圖：{{count}}',
  },
  make: {
    heading: '要產生什麼',
    kind: { presentation: '投影片', page: '頁面' },
    count: { presentation: '投影片數量', page: '區段數量' },
    generate: '產生',
  },
  error: {
    invalid: '請輸入以 http:// 或 https:// 開頭的完整網址。',
    blocked: '這個網址指向本機或私人網路，Folio 不會讀取。請使用文章的公開網址。',
    unreachable: '無法連上該頁面。請檢查網址後再試一次。',
    notHtml: '這個網址不是網頁（例如是圖片或檔案）。請貼上文章本身的網址。',
    unreadable: 'Folio 在此頁面上找不到文章內文。',
    detail: '詳細資訊：{{detail}}',
  },
};

export default zhTW;
