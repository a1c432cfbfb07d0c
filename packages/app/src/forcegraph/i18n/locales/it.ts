import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Generatore di grafi a forze",
  intro: "Incolla i collegamenti tra le cose e guarda come si dispongono da sole. Trascina i nodi, fai zoom e scarica l’immagine.",
  inputLabel: "Collegamenti, uno per riga",
  syntaxHelp: "Scrivi A -> B per una freccia, A -- B per una linea semplice, aggiungi «: etichetta» per dare un nome a un collegamento e «[gruppo]» dopo un nome per colorarlo. Funziona anche un CSV con le colonne source, target, label e group.",
  openFile: "Apri un file CSV o di testo",
  sample: "Sole [stella] -> Terra [pianeta] : luce\nTerra -> Luna [luna] : gravità\nSole -> Marte [pianeta] : luce\nMarte -- Phobos [luna]\nMarte -- Deimos [luna]",
  graphSection: "Grafo",
  graphLabel: "Grafo — nodi: {{nodes}}, collegamenti: {{links}}",
  zoom: "Ingrandimento",
  zoomIn: "Ingrandisci",
  zoomOut: "Riduci",
  fit: "Mostra tutto il grafo",
  dragHint: "Trascina un nodo per fissarlo, fai doppio clic per liberarlo. Trascina lo sfondo per spostarti; ingrandisci con la rotellina o con i pulsanti.",
  groups: "Gruppi",
  empty: "Ancora niente da disegnare. Scrivi un collegamento come A -> B.",
  downloadSvg: "Scarica SVG",
  downloadPng: "Scarica PNG",
  exportFailed: "Non è stato possibile creare l’immagine. Riprova.",
  issueMalformed: "Riga {{line}}: questo non è un collegamento. Scrivilo come A -> B.",
  issueMissingEnd: "Riga {{line}}: un collegamento ha bisogno di un nome su entrambi i lati.",
  issueSelfLink: "Riga {{line}}: un collegamento da un nodo a se stesso viene tralasciato.",
  moreIssues: "Altre righe con problemi: {{more}}",
  failTooLong: "Il testo è troppo lungo: al massimo {{max}} caratteri. Non è stato disegnato nulla di nuovo.",
  failTooManyNodes: "Troppi nodi: il limite è {{max}}. Non è stato disegnato nulla di nuovo.",
  failTooManyEdges: "Troppi collegamenti: il limite è {{max}}. Non è stato disegnato nulla di nuovo.",
};

export default translations;
