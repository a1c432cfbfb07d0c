import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Lịch sử',
  title: 'Lịch sử phiên bản',
  loading: 'Đang tải các phiên bản…',
  empty: 'Chưa có phiên bản nào. Một phiên bản được lưu khi kết thúc mỗi phiên chỉnh sửa, trước một thay đổi của AI, trước khi khôi phục và mỗi khi bạn đặt tên cho một phiên bản.',
  nameThis: 'Đặt tên cho phiên bản này',
  nameLabel: 'Tên',
  save: 'Lưu',
  named: 'Đã đặt tên',
  reason: {
    session: 'Sau một phiên chỉnh sửa',
    ai: 'Trước một thay đổi của AI',
    restore: 'Trước khi khôi phục',
  },
  by: 'Bởi {{name}}',
  formerAccount: 'một tài khoản đã xoá',
  slides: 'Số trang chiếu: {{count}}',
  preview: 'Xem trước',
  previewOf: 'Xem trước: {{name}}',
  readOnly: 'Chỉ đọc. Khi khôi phục, đây lại trở thành nội dung của dự án; trước đó không có gì thay đổi.',
  restore: 'Khôi phục',
  restoreTitle: 'Khôi phục phiên bản này?',
  restoreText: 'Trang chiếu, chủ đề và ghi chú sẽ trở thành của phiên bản này; tiêu đề giữ nguyên. Mọi người đang chỉnh sửa sẽ thấy ngay. Bạn có thể hoàn tác, và nội dung hiện tại được giữ trong lịch sử.',
  restored: 'Đã khôi phục phiên bản. Hoàn tác sẽ trả lại như cũ.',
  rename: 'Đổi tên',
  renameTitle: 'Đổi tên phiên bản này',
  delete: 'Xoá',
  deleteTitle: 'Xoá phiên bản này?',
  deleteText: 'Phiên bản sẽ rời khỏi lịch sử vĩnh viễn. Dự án vẫn giữ nguyên.',
  actions: 'Thêm thao tác cho phiên bản này',
  slideOf: 'Trang chiếu {{n}} / {{count}}',
  keepNote: '{{count}} phiên bản tự động mới nhất được giữ lại; các phiên bản đã đặt tên còn đó cho đến khi bạn xoá.',
};

export default translations;
