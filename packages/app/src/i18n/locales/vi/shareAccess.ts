import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const vi: TranslationsOf<typeof en> = {
  present: {
    start: 'Trình chiếu',
    exit: 'Thoát',
    counter: 'Trang {{n}} / {{total}}',
    previous: 'Trang trước',
    next: 'Trang sau',
  },
  prompt: {
    title: 'Bài trình chiếu này được bảo vệ',
    text: 'Nhập mật khẩu tác giả đã đưa cho bạn để xem.',
    label: 'Mật khẩu',
    submit: 'Xem bài trình chiếu',
    checking: 'Đang kiểm tra…',
  },
  password: {
    title: 'Mật khẩu',
    hint: 'Người xem nhập mật khẩu trước khi thấy bài. Đổi mật khẩu sẽ chấm dứt quyền xem của mọi người đã nhập.',
    on: 'Liên kết này được bảo vệ bằng mật khẩu.',
    off: 'Không có mật khẩu: ai có liên kết đều xem được.',
    field: 'Mật khẩu mới',
    set: 'Đặt mật khẩu',
    change: 'Đổi mật khẩu',
    remove: 'Gỡ mật khẩu',
    saved: 'Đã lưu mật khẩu',
    removed: 'Đã gỡ mật khẩu',
  },
  viewers: {
    button: 'Người xem',
    title: 'Người xem',
    period: '30 ngày qua',
    views: 'Lượt xem',
    unique: 'Người xem riêng biệt',
    perDay: 'Lượt xem mỗi ngày',
    perSlide: 'Thời gian mỗi trang',
    sources: 'Người xem đến từ đâu',
    direct: 'Trực tiếp hoặc không rõ',
    seconds: '{{count}} giây',
    slide: 'Trang {{n}}',
    empty: 'Chưa có lượt xem nào trong 30 ngày qua.',
    download: 'Tải CSV',
    privacy: 'Đếm mà không dùng dữ liệu cá nhân: mỗi trình duyệt nhận một mã ngẫu nhiên, trình duyệt yêu cầu không theo dõi sẽ không được đếm.',
    proOnly: 'Mật khẩu và thống kê người xem là tính năng Pro.',
  },
};

export default vi;
