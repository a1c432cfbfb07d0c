/** The kinds of deck the composer has an outline for. */
/** 'general' explains a topic: what it is, how it works, why it matters. */
export type DeckKind = 'pitch' | 'lesson' | 'report' | 'plan' | 'proposal' | 'launch' | 'training' | 'event' | 'general';

/**
 * Words that name each kind, in English and in several of the §3 languages. Matching is on
 * lower-cased text by substring, which also works for languages written without spaces.
 */
const KEYWORDS: Record<Exclude<DeckKind, 'general'>, string[]> = {
  pitch: ['pitch', 'investor', 'backers', 'startup', 'start-up', 'fundrais', 'seed round', 'series a', 'levée de fonds', 'investisseur', 'inversor', 'investidor', 'investor', 'инвестор', 'yatırımcı', '投资', '融資', '投資', '투자', 'مستثمر', 'משקיע', 'นักลงทุน', 'nhà đầu tư', 'निवेशक', 'سرمایه‌گذار', 'سرمایہ کار', 'инвестиц'],
  lesson: ['lesson', 'class', 'teach', 'pupil', 'student', 'course', 'lecture', 'leçon', 'cours', 'élève', 'unterricht', 'lektion', 'schüler', 'lección', 'clase', 'alumno', 'aula', 'lezione', 'урок', 'ders', '课', '授業', '수업', 'บทเรียน', 'bài học', 'pelajaran', 'पाठ', 'درس', 'שיעור', 'سبق', 'lớp học', 'kelas', 'कक्षा', 'כיתה'],
  report: ['report', 'review', 'results', 'quarterly', 'annual', 'kpi', 'council', 'committee', 'trustees', 'shareholders', 'rapport', 'bilan', 'bericht', 'jahres', 'informe', 'resultados', 'relatório', 'rapporto', 'отчёт', 'отчет', 'rapor', '报告', '報告', 'レポート', '보고서', 'รายงาน', 'báo cáo', 'laporan', 'रिपोर्ट', 'تقرير', 'گزارش', 'דוח', 'رپورٹ', '報告書'],
  plan: ['plan', 'roadmap', 'strategy', 'okr', 'objective', 'stratégie', 'feuille de route', 'strategie', 'estrategia', 'estratégia', 'strategia', 'стратег', 'strateji', '计划', '計劃', '計画', '계획', 'แผน', 'kế hoạch', 'rencana', 'योजना', 'خطة', 'برنامه', 'תוכנית', 'منصوبہ'],
  proposal: ['proposal', 'grant', 'funding request', 'proposition', 'antrag', 'propuesta', 'proposta', 'предложение', 'teklif', '提案', '제안', 'ข้อเสนอ', 'đề xuất', 'proposal', 'प्रस्ताव', 'اقتراح', 'پیشنهاد', 'הצעה', 'تجویز', '提案書'],
  launch: ['launch', 'product', 'release', 'announce', 'lancement', 'produit', 'produkt', 'lanzamiento', 'producto', 'lançamento', 'lancio', 'запуск', 'lansman', '发布', '發布', 'リリース', '출시', 'เปิดตัว', 'ra mắt', 'peluncuran', 'लॉन्च', 'إطلاق', 'השקה', 'رونمایی', 'ローンチ'],
  event: ['event', 'conference', 'festival', 'open day', 'garden day', 'fun day', 'clean-up', 'fundraiser', 'gala', 'meetup', 'ceremony', 'fair ', 'fête', 'salon ', 'soirée', 'veranstaltung', 'konferenz', 'evento', 'conferencia', 'conferência', 'festa', 'мероприят', 'etkinlik', '活动', 'イベント', '행사', 'sự kiện', 'acara', 'कार्यक्रम', 'فعالية', 'אירוע', 'رویداد', 'กิจกรรม'],
  training: ['training', 'workshop', 'onboarding', 'tutorial', 'how to', 'formation', 'atelier', 'schulung', 'taller', 'formación', 'treinamento', 'formazione', 'тренинг', 'eğitim', '培训', '研修', '교육', 'อบรม', 'đào tạo', 'pelatihan', 'प्रशिक्षण', 'تدريب', 'آموزش', 'הדרכה', 'تربیت', 'ワークショップ'],
};

/** The kind of deck a prompt asks for; the kind named earliest wins, 'general' when none is. */
export function detectDeckKind(prompt: string): DeckKind {
  const lower = prompt.toLowerCase();
  let best: { kind: DeckKind; at: number } = { kind: 'general', at: Infinity };
  for (const [kind, words] of Object.entries(KEYWORDS) as Array<[DeckKind, string[]]>) {
    for (const word of words) {
      const at = lower.indexOf(word);
      if (at !== -1 && at < best.at) best = { kind, at };
    }
  }
  return best.kind;
}
