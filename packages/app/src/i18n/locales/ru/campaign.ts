import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const ru: TranslationsOf<typeof en> = {
  title: 'Превратите запись в блоге в презентацию',
  intro: 'Вставьте адрес записи в блоге. Folio прочитает её, покажет, что нашёл, и сделает из неё слайды или страницу.',
  address: {
    label: 'Адрес записи',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Прочитать запись',
    reading: 'Читаем запись…',
  },
  post: {
    heading: 'Запись',
    untitled: 'Запись без названия',
    headings: 'Заголовки',
    noHeadings: 'В записи нет подзаголовков.',
    images: 'Изображения и рисунки: {{count}}',
  },
  make: {
    heading: 'Что создать',
    kind: { presentation: 'Слайды', page: 'Страница' },
    count: { presentation: 'Количество слайдов', page: 'Количество разделов' },
    generate: 'Создать',
  },
  error: {
    invalid: 'Введите полный веб-адрес, начинающийся с http:// или https://.',
    blocked: 'Этот адрес указывает на этот компьютер или частную сеть, поэтому Folio не будет его читать. Укажите общедоступный адрес записи.',
    unreachable: 'Не удалось открыть страницу. Проверьте адрес и попробуйте ещё раз.',
    notHtml: 'По этому адресу не веб-страница (например, изображение или файл). Вставьте адрес самой записи.',
    unreadable: 'Folio не нашёл на этой странице текста записи.',
    detail: 'Подробности: {{detail}}',
  },
};

export default ru;
