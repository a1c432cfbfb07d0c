import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Ghi chú',
    present: 'Xem trước',
    duplicateSlide: 'Nhân bản phần',
    deleteSlide: 'Xóa phần',
    slideLabel: 'Phần {{n}}',
    notesPlaceholder: 'Ghi chú về phần này…',
    presenting: 'Phần {{n}}/{{total}}',
    lastSlide: 'Đây là phần cuối cùng',
    noNotes: 'Phần này không có ghi chú',
  },
  editorShare: {
    export: {
      description: 'Tải trang này xuống đúng như nó hiển thị trong trình soạn thảo.',
      formats: {
        pdf: { text: 'Mỗi phần trên một trang riêng, sắc nét ở mọi kích thước, văn bản chọn và tìm kiếm được.' },
        pptx: { text: 'Mỗi phần chỉnh sửa được trong PowerPoint, với hộp văn bản, bảng và biểu đồ thật.' },
        images: { text: 'Một tệp zip với mỗi phần một ảnh PNG.' },
        image: { text: 'Toàn bộ trang trong một ảnh PNG dài, các phần nối tiếp nhau từ trên xuống.' },
      },
      preparingHint: 'Các phần được vẽ trên máy chủ; trong lúc đó bạn vẫn có thể tiếp tục chỉnh sửa.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Sửa chữ, các phần và ghi chú',
      design: 'Đổi chủ đề và bố cục các phần',
    },
    placeholder: {
      chat: 'Nhờ AI chỉnh sửa trang này…',
      design: 'Nhờ AI thiết kế lại trang này…',
    },
    empty: 'Hãy yêu cầu thay đổi cho phần này hoặc cả trang. Các chỉnh sửa được áp dụng trong một bước: {{undo}} sẽ hoàn tác.',
    selection: 'Phần {{n}}',
    selectionBlock: 'Phần {{n}} · khối đang chọn',
    chips: {
      shorten: 'Rút gọn phần này',
      translatePrompt: 'Dịch phần này sang ',
      addSlide: 'Thêm một phần về…',
      addSlidePrompt: 'Thêm vào trang một phần về ',
      layout: 'Đổi bố cục của phần này',
    },
    changes: {
      text: 'Đã viết lại văn bản ở phần {{n}}',
      addPage: 'Đã thêm phần {{n}}',
      removePage: 'Đã xóa phần {{n}}',
      movePage: 'Đã chuyển một phần đến vị trí {{n}}',
      replacePage: 'Đã thiết kế lại phần {{n}}',
      notes: 'Đã viết ghi chú cho phần {{n}}',
    },
    noChange: 'Trang không có thay đổi nào.',
    staleEdit: 'Trang đã thay đổi trong lúc AI trả lời; không có gì được áp dụng. Hãy yêu cầu lại.',
    notes: { instruction: 'Viết ghi chú cho phần này' },
  },
  deckChecks: {
    marker: 'Cần kiểm tra trong phần này: {{count}}',
    list: 'Kiểm tra cho phần {{n}}',
    codes: {
      'placeholder-text': 'Văn bản giữ chỗ còn sót trong phần: “{{text}}”',
      'repeated-picture': 'Cùng hình ảnh với phần {{n}}',
      'empty-slide': 'Phần này không hiển thị gì',
    },
  },
};

export default words;
