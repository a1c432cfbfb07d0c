import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const zhCN: TranslationsOf<typeof en> = {
  present: {
    start: '演示',
    exit: '退出',
    counter: '第 {{n}} 张，共 {{total}} 张',
    previous: '上一张',
    next: '下一张',
  },
  prompt: {
    title: '此演示文稿受保护',
    text: '请输入作者提供的密码以查看。',
    label: '密码',
    submit: '查看演示文稿',
    checking: '正在验证…',
  },
  password: {
    title: '密码',
    hint: '观看者需先输入密码才能看到演示文稿。更改密码后，所有已输入过的人都将失去访问权限。',
    on: '此链接受密码保护。',
    off: '无密码：拥有链接的任何人都能查看。',
    field: '新密码',
    set: '设置密码',
    change: '更改密码',
    remove: '移除密码',
    saved: '密码已保存',
    removed: '密码已移除',
  },
  viewers: {
    button: '观看者',
    title: '观看者',
    period: '最近 30 天',
    views: '浏览量',
    unique: '独立观看者',
    perDay: '每日浏览量',
    perSlide: '每张幻灯片停留时间',
    sources: '观看者来源',
    direct: '直接访问或未知',
    seconds: '{{count}} 秒',
    slide: '第 {{n}} 张',
    empty: '最近 30 天还没有浏览。',
    download: '下载 CSV',
    privacy: '统计不含个人数据：每个浏览器使用一个随机 ID，要求不被跟踪的浏览器不计入。',
    proOnly: '密码和观看者统计是 Pro 功能。',
  },
};

export default zhCN;
