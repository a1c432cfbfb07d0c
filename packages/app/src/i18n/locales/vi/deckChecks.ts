import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Cần kiểm tra trên trang chiếu này: {{count}}',
  list: 'Kiểm tra trang chiếu {{n}}',
  codes: {
    overflow: 'Nội dung cao hơn trang chiếu {{by}} px',
    'text-clipped': 'Chữ bị cắt ở mép: “{{text}}”',
    'text-overlap': 'Chữ tràn lên một khối khác: “{{text}}”',
    'small-text': 'Chữ {{size}} px quá nhỏ để đọc từ cuối phòng (ít nhất {{min}} px): “{{text}}”',
    'low-contrast': 'Độ tương phản thấp, {{ratio}}:1 trong khi cần {{needed}}:1: “{{text}}”',
    'leftover-hint': 'Một dòng trống có gợi ý: khi xuất sẽ là khoảng trống',
    'placeholder-text': 'Chữ giữ chỗ còn trên trang chiếu: “{{text}}”',
    'cut-text': 'Chữ bị cắt bằng “…”: “{{text}}”',
    'repeated-picture': 'Cùng hình ảnh với trang chiếu {{n}}',
    'empty-slide': 'Trang chiếu này không hiển thị gì',
  },
};

export default translations;
