import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "יוצר גרפי כוח",
  intro: "הדביקו קשרים בין דברים וראו איך הם מסתדרים מעצמם. גררו את הצמתים, הגדילו והקטינו, והורידו את התמונה.",
  inputLabel: "קשרים, אחד בכל שורה",
  syntaxHelp: "כתבו A -> B לחץ, A -- B לקו פשוט, הוסיפו “: תווית” כדי לתת שם לקשר ו־“[קבוצה]” אחרי שם כדי לצבוע אותו. אפשר גם קובץ CSV עם העמודות source, target, label ו־group.",
  openFile: "פתיחת קובץ CSV או טקסט",
  sample: "שמש [כוכב] -> כדור הארץ [כוכב לכת] : אור\nכדור הארץ -> ירח [ירח] : כבידה\nשמש -> מאדים [כוכב לכת] : אור\nמאדים -- פובוס [ירח]\nמאדים -- דימוס [ירח]",
  graphSection: "גרף",
  graphLabel: "גרף — צמתים: {{nodes}}, קשרים: {{links}}",
  zoom: "זום",
  zoomIn: "הגדלה",
  zoomOut: "הקטנה",
  fit: "הצגת הגרף כולו",
  dragHint: "גררו צומת כדי לקבע אותו במקום, לחיצה כפולה משחררת אותו. גררו את הרקע כדי לזוז; הגדילו והקטינו בגלגלת או בכפתורים.",
  groups: "קבוצות",
  empty: "אין עדיין מה לצייר. הקלידו קשר כמו A -> B.",
  downloadSvg: "הורדת SVG",
  downloadPng: "הורדת PNG",
  exportFailed: "לא ניתן היה ליצור את התמונה. נסו שוב.",
  issueMalformed: "שורה {{line}}: זה לא קשר. כתבו אותו כך: A -> B.",
  issueMissingEnd: "שורה {{line}}: לקשר צריך שם בשני הצדדים.",
  issueSelfLink: "שורה {{line}}: קשר מצומת אל עצמו הושמט.",
  moreIssues: "שורות נוספות עם בעיות: {{more}}",
  failTooLong: "הטקסט ארוך מדי: לכל היותר {{max}} תווים. לא צויר שום דבר חדש.",
  failTooManyNodes: "יותר מדי צמתים: המגבלה היא {{max}}. לא צויר שום דבר חדש.",
  failTooManyEdges: "יותר מדי קשרים: המגבלה היא {{max}}. לא צויר שום דבר חדש.",
};

export default translations;
