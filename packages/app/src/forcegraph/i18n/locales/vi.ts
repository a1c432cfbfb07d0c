import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Trình tạo đồ thị lực",
  intro: "Dán các liên kết giữa những thứ khác nhau và xem chúng tự sắp xếp. Kéo các nút, phóng to thu nhỏ và tải ảnh xuống.",
  inputLabel: "Liên kết, mỗi dòng một liên kết",
  syntaxHelp: "Viết A -> B cho mũi tên, A -- B cho đường thẳng thường, thêm “: nhãn” để đặt tên liên kết và “[nhóm]” sau một tên để tô màu. Tệp CSV có các cột source, target, label và group cũng dùng được.",
  openFile: "Mở tệp CSV hoặc văn bản",
  sample: "Mặt Trời [sao] -> Trái Đất [hành tinh] : ánh sáng\nTrái Đất -> Mặt Trăng [vệ tinh] : trọng lực\nMặt Trời -> Sao Hỏa [hành tinh] : ánh sáng\nSao Hỏa -- Phobos [vệ tinh]\nSao Hỏa -- Deimos [vệ tinh]",
  graphSection: "Đồ thị",
  graphLabel: "Đồ thị — nút: {{nodes}}, liên kết: {{links}}",
  zoom: "Thu phóng",
  zoomIn: "Phóng to",
  zoomOut: "Thu nhỏ",
  fit: "Vừa toàn bộ đồ thị",
  dragHint: "Kéo một nút để ghim nó lại, nhấp đúp để thả ra. Kéo nền để di chuyển; thu phóng bằng con lăn hoặc các nút.",
  groups: "Nhóm",
  empty: "Chưa có gì để vẽ. Hãy gõ một liên kết như A -> B.",
  downloadSvg: "Tải SVG xuống",
  downloadPng: "Tải PNG xuống",
  exportFailed: "Không tạo được ảnh. Vui lòng thử lại.",
  issueMalformed: "Dòng {{line}}: đây không phải là liên kết. Hãy viết dạng A -> B.",
  issueMissingEnd: "Dòng {{line}}: liên kết cần có tên ở cả hai phía.",
  issueSelfLink: "Dòng {{line}}: liên kết từ một nút tới chính nó bị bỏ qua.",
  moreIssues: "Các dòng khác có lỗi: {{more}}",
  failTooLong: "Văn bản quá dài: tối đa {{max}} ký tự. Không vẽ thêm gì mới.",
  failTooManyNodes: "Quá nhiều nút: giới hạn là {{max}}. Không vẽ thêm gì mới.",
  failTooManyEdges: "Quá nhiều liên kết: giới hạn là {{max}}. Không vẽ thêm gì mới.",
};

export default translations;
