import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Kraftgraph-Editor",
  intro: "Fügen Sie Verbindungen zwischen Dingen ein und sehen Sie zu, wie sie sich selbst anordnen. Ziehen Sie die Knoten, zoomen Sie und laden Sie das Bild herunter.",
  inputLabel: "Verbindungen, eine pro Zeile",
  syntaxHelp: "Schreiben Sie A -> B für einen Pfeil, A -- B für eine einfache Linie, fügen Sie „: Beschriftung“ hinzu, um eine Verbindung zu benennen, und „[Gruppe]“ nach einem Namen, um ihn einzufärben. Eine CSV-Datei mit den Spalten source, target, label und group funktioniert ebenfalls.",
  openFile: "CSV- oder Textdatei öffnen",
  sample: "Sonne [Stern] -> Erde [Planet] : Licht\nErde -> Mond [Mond] : Schwerkraft\nSonne -> Mars [Planet] : Licht\nMars -- Phobos [Mond]\nMars -- Deimos [Mond]",
  graphSection: "Graph",
  graphLabel: "Graph – Knoten: {{nodes}}, Verbindungen: {{links}}",
  zoom: "Vergrößerung",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  fit: "Ganzen Graphen zeigen",
  dragHint: "Ziehen Sie einen Knoten, um ihn festzuheften, ein Doppelklick löst ihn wieder. Ziehen Sie den Hintergrund, um sich zu bewegen; zoomen Sie mit dem Mausrad oder den Schaltflächen.",
  groups: "Gruppen",
  empty: "Noch nichts zu zeichnen. Geben Sie eine Verbindung wie A -> B ein.",
  downloadSvg: "Als SVG herunterladen",
  downloadPng: "Als PNG herunterladen",
  exportFailed: "Das Bild konnte nicht erstellt werden. Bitte versuchen Sie es erneut.",
  issueMalformed: "Zeile {{line}}: Das ist keine Verbindung. Schreiben Sie sie als A -> B.",
  issueMissingEnd: "Zeile {{line}}: Eine Verbindung braucht auf beiden Seiten einen Namen.",
  issueSelfLink: "Zeile {{line}}: Eine Verbindung eines Knotens zu sich selbst wird weggelassen.",
  moreIssues: "Weitere Zeilen mit Problemen: {{more}}",
  failTooLong: "Der Text ist zu lang: höchstens {{max}} Zeichen. Es wurde nichts Neues gezeichnet.",
  failTooManyNodes: "Zu viele Knoten: Die Grenze liegt bei {{max}}. Es wurde nichts Neues gezeichnet.",
  failTooManyEdges: "Zu viele Verbindungen: Die Grenze liegt bei {{max}}. Es wurde nichts Neues gezeichnet.",
};

export default translations;
