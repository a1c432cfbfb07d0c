import type { LanguageId } from '../spec-limits.ts';

/** The few words the composer writes itself, in the languages it has them for; English otherwise. */
export interface Labels {
  agenda: string;
  keyTakeaways: string;
  thanks: string;
  questions: string;
  inNumbers: string;
  inDetail: string;
  /** Leads the speaker notes of an outline slide: what the presenter could cover there. */
  toCover: string;
  /** Leads the list of a document's sections no slide shows, in the agenda's notes. */
  notShown: string;
  untitled: string;
  part: string;
  source: string;
  forAudience: string;
}

const EN: Labels = {
  agenda: 'Agenda',
  keyTakeaways: 'Key takeaways',
  thanks: 'Thank you',
  questions: 'Questions and discussion',
  inNumbers: 'in numbers',
  inDetail: 'in detail',
  toCover: 'To cover',
  notShown: 'Not on the slides',
  untitled: 'Untitled presentation',
  part: 'Part',
  source: 'Source',
  forAudience: 'For',
};

const LABELS: Partial<Record<LanguageId, Labels>> = {
  en: EN,
  fr: { notShown: 'Absent des diapositives', agenda: 'Programme', keyTakeaways: 'À retenir', thanks: 'Merci', questions: 'Questions et discussion', inNumbers: 'en chiffres', inDetail: 'en détail', toCover: 'À aborder', untitled: 'Présentation sans titre', part: 'Partie', source: 'Source', forAudience: 'Pour' },
  de: { notShown: 'Nicht auf den Folien', agenda: 'Agenda', keyTakeaways: 'Das Wichtigste', thanks: 'Vielen Dank', questions: 'Fragen und Diskussion', inNumbers: 'in Zahlen', inDetail: 'im Detail', toCover: 'Zu behandeln', untitled: 'Unbenannte Präsentation', part: 'Teil', source: 'Quelle', forAudience: 'Für' },
  es: { notShown: 'Fuera de las diapositivas', agenda: 'Agenda', keyTakeaways: 'Conclusiones', thanks: 'Gracias', questions: 'Preguntas y debate', inNumbers: 'en cifras', inDetail: 'en detalle', toCover: 'Para tratar', untitled: 'Presentación sin título', part: 'Parte', source: 'Fuente', forAudience: 'Para' },
  pt: { notShown: 'Fora dos slides', agenda: 'Agenda', keyTakeaways: 'Principais conclusões', thanks: 'Obrigado', questions: 'Perguntas e discussão', inNumbers: 'em números', inDetail: 'em detalhe', toCover: 'Para abordar', untitled: 'Apresentação sem título', part: 'Parte', source: 'Fonte', forAudience: 'Para' },
  it: { notShown: 'Non nelle diapositive', agenda: 'Agenda', keyTakeaways: 'Punti chiave', thanks: 'Grazie', questions: 'Domande e discussione', inNumbers: 'in cifre', inDetail: 'nel dettaglio', toCover: 'Da trattare', untitled: 'Presentazione senza titolo', part: 'Parte', source: 'Fonte', forAudience: 'Per' },
};

export function labelsFor(language: LanguageId | undefined): Labels {
  return (language && LABELS[language]) || EN;
}
