import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "صانع الرسوم البيانية الموجَّهة بالقوى",
  intro: "الصق الروابط بين الأشياء وشاهدها ترتّب نفسها. اسحب العُقد، وكبّر وصغّر، ونزّل الصورة.",
  inputLabel: "الروابط، رابط في كل سطر",
  syntaxHelp: "اكتب A -> B لسهم، وA -- B لخط عادي، وأضف «: تسمية» لتسمية الرابط و«[مجموعة]» بعد الاسم لتلوينه. يصلح أيضًا ملف CSV بالأعمدة source وtarget وlabel وgroup.",
  openFile: "فتح ملف CSV أو ملف نصي",
  sample: "الشمس [نجم] -> الأرض [كوكب] : ضوء\nالأرض -> القمر [قمر] : جاذبية\nالشمس -> المريخ [كوكب] : ضوء\nالمريخ -- فوبوس [قمر]\nالمريخ -- ديموس [قمر]",
  graphSection: "الرسم البياني",
  graphLabel: "رسم بياني — العُقد: {{nodes}}، الروابط: {{links}}",
  zoom: "التكبير",
  zoomIn: "تكبير",
  zoomOut: "تصغير",
  fit: "احتواء الرسم كله",
  dragHint: "اسحب عقدة لتثبيتها في مكان ما، وانقر عليها نقرًا مزدوجًا لتحريرها. اسحب الخلفية للتنقل، وكبّر بعجلة الفأرة أو بالأزرار.",
  groups: "المجموعات",
  empty: "لا شيء لرسمه بعد. اكتب رابطًا مثل A -> B.",
  downloadSvg: "تنزيل SVG",
  downloadPng: "تنزيل PNG",
  exportFailed: "تعذّر إنشاء الصورة. يُرجى المحاولة مرة أخرى.",
  issueMalformed: "السطر {{line}}: هذا ليس رابطًا. اكتبه بالشكل A -> B.",
  issueMissingEnd: "السطر {{line}}: يحتاج الرابط إلى اسم على جانبيه.",
  issueSelfLink: "السطر {{line}}: أُسقط رابط من عقدة إلى نفسها.",
  moreIssues: "أسطر أخرى فيها مشكلات: {{more}}",
  failTooLong: "النص طويل جدًا: {{max}} حرف على الأكثر. لم يُرسم شيء جديد.",
  failTooManyNodes: "عدد العُقد كبير جدًا: الحد هو {{max}}. لم يُرسم شيء جديد.",
  failTooManyEdges: "عدد الروابط كبير جدًا: الحد هو {{max}}. لم يُرسم شيء جديد.",
};

export default translations;
