import type { LanguageId } from '../spec-limits.ts';

/** The few words the composer writes itself, in the languages it has them for; English otherwise. */
export interface Labels {
  agenda: string;
  keyTakeaways: string;
  thanks: string;
  questions: string;
  inNumbers: string;
  inDetail: string;
  placeholderNote: string;
  fillIn: string;
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
  placeholderNote: 'Outline slide: replace the text in [brackets] with your own.',
  fillIn: 'Add your points here',
  part: 'Part',
  source: 'Source',
  forAudience: 'For',
};

const LABELS: Partial<Record<LanguageId, Labels>> = {
  en: EN,
  fr: { agenda: 'Programme', keyTakeaways: 'À retenir', thanks: 'Merci', questions: 'Questions et discussion', inNumbers: 'en chiffres', inDetail: 'en détail', placeholderNote: 'Diapositive de plan : remplacez le texte entre [crochets] par le vôtre.', fillIn: 'Ajoutez vos points ici', part: 'Partie', source: 'Source', forAudience: 'Pour' },
  de: { agenda: 'Agenda', keyTakeaways: 'Das Wichtigste', thanks: 'Vielen Dank', questions: 'Fragen und Diskussion', inNumbers: 'in Zahlen', inDetail: 'im Detail', placeholderNote: 'Gliederungsfolie: Ersetzen Sie den Text in [Klammern] durch Ihren eigenen.', fillIn: 'Ihre Punkte hier', part: 'Teil', source: 'Quelle', forAudience: 'Für' },
  es: { agenda: 'Agenda', keyTakeaways: 'Conclusiones', thanks: 'Gracias', questions: 'Preguntas y debate', inNumbers: 'en cifras', inDetail: 'en detalle', placeholderNote: 'Diapositiva de esquema: sustituya el texto entre [corchetes] por el suyo.', fillIn: 'Añada aquí sus puntos', part: 'Parte', source: 'Fuente', forAudience: 'Para' },
  pt: { agenda: 'Agenda', keyTakeaways: 'Principais conclusões', thanks: 'Obrigado', questions: 'Perguntas e discussão', inNumbers: 'em números', inDetail: 'em detalhe', placeholderNote: 'Slide de esboço: substitua o texto entre [colchetes] pelo seu.', fillIn: 'Adicione seus pontos aqui', part: 'Parte', source: 'Fonte', forAudience: 'Para' },
  it: { agenda: 'Agenda', keyTakeaways: 'Punti chiave', thanks: 'Grazie', questions: 'Domande e discussione', inNumbers: 'in cifre', inDetail: 'nel dettaglio', placeholderNote: 'Diapositiva di traccia: sostituisci il testo tra [parentesi] con il tuo.', fillIn: 'Aggiungi qui i tuoi punti', part: 'Parte', source: 'Fonte', forAudience: 'Per' },
};

export function labelsFor(language: LanguageId | undefined): Labels {
  return (language && LABELS[language]) || EN;
}
