import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const vi: TranslationsOf<typeof en> = {
  title: 'Mô hình AI',
  intro: 'Mô hình viết bài trình bày, trang và câu trả lời trò chuyện cho mọi người trên Folio này. Khi không có mô hình, trình soạn tích hợp hoạt động ngoại tuyến.',
  presets: 'Nơi mô hình chạy',
  custom: 'Máy chủ khác tương thích OpenAI',
  hints: {
    openai: 'Cần khóa API từ tài khoản OpenAI của bạn.',
    azure: 'Điền tên tài nguyên của bạn vào địa chỉ; mô hình là tên bản triển khai của bạn.',
    openrouter: 'Cần khóa OpenRouter; mô hình có tên như openai/gpt-4o-mini.',
    local: 'Chạy trên máy này: không cần khóa.',
    custom: 'Bất kỳ máy chủ nào trả lời chat completions của OpenAI, chẳng hạn vLLM.',
  },
  detect: {
    title: 'Trên máy này',
    again: 'Tìm lại',
    searching: 'Đang tìm Ollama và LM Studio…',
    none: 'Cả Ollama lẫn LM Studio đều không phản hồi trên máy này.',
    running: '{{server}} đang chạy. Chọn một mô hình:',
    noModels: '{{server}} đang chạy nhưng chưa có mô hình nào.',
  },
  fields: {
    baseUrl: 'Địa chỉ máy chủ',
    model: 'Mô hình',
    apiKey: 'Khóa API',
    keySaved: 'Đã lưu một khóa kết thúc bằng {{last4}}. Để trống để giữ khóa này.',
    keyUnreadable: 'Không thể đọc khóa đã lưu nữa vì bí mật token của máy chủ đã thay đổi. Hãy nhập lại.',
    keyOptional: 'Máy chủ trên máy này thường không cần khóa.',
    removeKey: 'Xóa khóa đã lưu',
  },
  actions: {
    test: 'Kiểm tra kết nối',
    testing: 'Đang kiểm tra…',
    save: 'Lưu',
    saved: 'Đã lưu. Các lần tạo mới dùng mô hình này ngay bây giờ.',
    disconnect: 'Ngắt kết nối',
    disconnected: 'Đã ngắt kết nối. Folio dùng lại trình soạn tích hợp.',
  },
  environment: 'Môi trường của máy chủ đặt mô hình ({{variables}}) và được ưu tiên hơn những gì lưu ở đây cho đến khi các thiết lập đó bị xóa. Đang dùng: {{model}} tại {{baseUrl}}.',
  current: {
    none: 'Chưa kết nối mô hình nào: trình soạn tích hợp viết bài trình bày.',
    saved: 'Đã kết nối: {{model}}',
  },
  test: {
    reachable: 'Máy chủ truy cập được',
    authorised: 'Khóa được chấp nhận',
    modelFound: 'Đã tìm thấy mô hình',
    streams: 'Câu trả lời được truyền dần',
    firstToken: 'Token đầu tiên sau {{ms}} ms',
    models: 'Các mô hình trên máy chủ này: {{models}}',
    verdict: {
      ok: 'Đã kết nối: mô hình đã trả lời.',
      unreachable: 'Không truy cập được: không có gì phản hồi tại địa chỉ này.',
      unauthorised: 'Không được phép: máy chủ đã từ chối khóa.',
      model_not_found: 'Không tìm thấy mô hình trên máy chủ này.',
      no_stream: 'Máy chủ đã trả lời, nhưng mô hình không truyền dần câu trả lời.',
    },
  },
  notice: {
    title: 'Chưa kết nối mô hình AI nào',
    can: 'Trình soạn tích hợp hoạt động ngoại tuyến. Nó lập dàn ý và dựng trang chiếu từ yêu cầu của bạn, và làm tốt nhất với tài liệu bạn thêm vào: dùng các phần, số liệu, trích dẫn và bảng của tài liệu.',
    cannot: 'Nó không viết nội dung mới về một chủ đề, không dịch và không làm theo yêu cầu trò chuyện tự do. Một mô hình được kết nối thì làm được.',
    connect: 'Kết nối một mô hình',
    askOwner: 'Người quản lý Folio này có thể kết nối một mô hình.',
  },
};

export default vi;
