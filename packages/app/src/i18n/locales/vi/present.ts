import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Tùy chọn trình chiếu',
  fromBeginning: 'Từ đầu',
  fromCurrent: 'Từ trang chiếu hiện tại',
  withNotes: 'Chế độ người thuyết trình: ghi chú ở đây, trang chiếu ở cửa sổ mới',
  audienceNote: 'Khán giả xem trang chiếu ở cửa sổ kia. Nhấp vào đó hoặc nhấn F ở đó để xem toàn màn hình.',
  blockedTitle: 'Cửa sổ cho khán giả đã bị chặn',
  blockedText: 'Trình duyệt đã ngăn trang này mở cửa sổ cho trang chiếu. Hãy cho phép cửa sổ bật lên với trang web này rồi thử lại, hoặc trình chiếu ngay trong cửa sổ này: khi đó khán giả sẽ thấy trang chiếu mà không có ghi chú của bạn.',
  presentHere: 'Trình chiếu trong cửa sổ này',
  tryAgain: 'Thử lại',
  cancel: 'Hủy',
  loading: 'Đang tải trang chiếu…',
};

export default translations;
