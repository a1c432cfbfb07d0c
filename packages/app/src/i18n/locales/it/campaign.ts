import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const it: TranslationsOf<typeof en> = {
  title: 'Trasforma un articolo del blog in una presentazione',
  intro: 'Incolla l’indirizzo di un articolo del blog. Folio lo legge, ti mostra cosa ha trovato e ne ricava diapositive o una pagina.',
  address: {
    label: 'Indirizzo dell’articolo',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Leggi l’articolo',
    reading: 'Lettura dell’articolo…',
  },
  post: {
    heading: 'L’articolo',
    untitled: 'Articolo senza titolo',
    headings: 'Titoli',
    noHeadings: 'L’articolo non ha sottotitoli.',
    images: 'Immagini e figure: {{count}}',
  },
  make: {
    heading: 'Cosa creare',
    kind: { presentation: 'Diapositive', page: 'Pagina' },
    count: { presentation: 'Numero di diapositive', page: 'Numero di sezioni' },
    generate: 'Genera',
  },
  error: {
    invalid: 'Inserisci un indirizzo web completo che inizi con http:// o https://.',
    blocked: 'Questo indirizzo punta a questo computer o a una rete privata, quindi Folio non lo leggerà. Usa l’indirizzo pubblico dell’articolo.',
    unreachable: 'Impossibile raggiungere la pagina. Controlla l’indirizzo e riprova.',
    notHtml: 'Questo indirizzo non è una pagina web (ad esempio è un’immagine o un file). Incolla l’indirizzo dell’articolo stesso.',
    unreadable: 'Folio non ha trovato il testo di un articolo in questa pagina.',
    detail: 'Dettagli: {{detail}}',
  },
};

export default it;
