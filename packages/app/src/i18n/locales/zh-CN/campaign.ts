import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const zhCN: TranslationsOf<typeof en> = {
  title: '把博客文章变成演示文稿',
  intro: '粘贴一篇博客文章的地址。Folio 会读取文章、展示找到的内容，并据此生成幻灯片或页面。',
  address: {
    label: '博客文章地址',
    placeholder: 'https://example.com/blog/my-post',
    read: '读取文章',
    reading: '正在读取文章…',
  },
  post: {
    heading: '文章',
    untitled: '无标题文章',
    headings: '小标题',
    noHeadings: '这篇文章没有小标题。',
    images: '图片和插图：{{count}}',
  },
  make: {
    heading: '要生成什么',
    kind: { presentation: '幻灯片', page: '页面' },
    count: { presentation: '幻灯片数量', page: '板块数量' },
    generate: '生成',
  },
  error: {
    invalid: '请输入以 http:// 或 https:// 开头的完整网址。',
    blocked: '该地址指向本机或私有网络，Folio 不会读取。请使用文章的公开地址。',
    unreachable: '无法访问该页面。请检查地址后重试。',
    notHtml: '该地址不是网页（例如是图片或文件）。请粘贴文章本身的地址。',
    unreadable: 'Folio 在此页面上没有找到文章正文。',
    detail: '详情：{{detail}}',
  },
};

export default zhCN;
