import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const vi: TranslationsOf<typeof en> = {
  title: 'Biến bài blog thành bài thuyết trình',
  intro: 'Dán địa chỉ của một bài blog. Folio sẽ đọc bài, cho bạn xem những gì tìm thấy, rồi tạo trang chiếu hoặc trang web từ đó.',
  address: {
    label: 'Địa chỉ bài blog',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Đọc bài',
    reading: 'Đang đọc bài…',
  },
  post: {
    heading: 'Bài viết',
    untitled: 'Bài viết không có tiêu đề',
    headings: 'Các đề mục',
    noHeadings: 'Bài viết không có đề mục phụ.',
    images: 'Hình ảnh và hình minh họa: {{count}}',
  },
  make: {
    heading: 'Tạo gì',
    kind: { presentation: 'Trang chiếu', page: 'Trang' },
    count: { presentation: 'Số trang chiếu', page: 'Số phần' },
    generate: 'Tạo',
  },
  error: {
    invalid: 'Nhập địa chỉ web đầy đủ, bắt đầu bằng http:// hoặc https://.',
    blocked: 'Địa chỉ này trỏ đến máy này hoặc một mạng riêng nên Folio sẽ không đọc. Hãy dùng địa chỉ công khai của bài viết.',
    unreachable: 'Không thể truy cập trang. Hãy kiểm tra địa chỉ và thử lại.',
    notHtml: 'Địa chỉ này không phải trang web (ví dụ: hình ảnh hoặc tệp). Hãy dán địa chỉ của chính bài viết.',
    unreadable: 'Folio không tìm thấy nội dung bài viết trên trang này.',
    detail: 'Chi tiết: {{detail}}',
  },
};

export default vi;
