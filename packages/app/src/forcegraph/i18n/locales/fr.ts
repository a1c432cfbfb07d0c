import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Créateur de graphes de forces",
  intro: "Collez des liens entre des éléments et regardez-les se disposer d’eux-mêmes. Déplacez les nœuds, zoomez et téléchargez l’image.",
  inputLabel: "Liens, un par ligne",
  syntaxHelp: "Écrivez A -> B pour une flèche, A -- B pour un simple trait, ajoutez « : libellé » pour nommer un lien et « [groupe] » après un nom pour le colorer. Un CSV avec les colonnes source, target, label et group fonctionne aussi.",
  openFile: "Ouvrir un fichier CSV ou texte",
  sample: "Soleil [étoile] -> Terre [planète] : lumière\nTerre -> Lune [lune] : gravité\nSoleil -> Mars [planète] : lumière\nMars -- Phobos [lune]\nMars -- Déimos [lune]",
  graphSection: "Graphe",
  graphLabel: "Graphe — nœuds : {{nodes}}, liens : {{links}}",
  zoom: "Zoom avant et arrière",
  zoomIn: "Zoom avant",
  zoomOut: "Zoom arrière",
  fit: "Afficher tout le graphe",
  dragHint: "Faites glisser un nœud pour l’épingler, double-cliquez dessus pour le libérer. Faites glisser le fond pour vous déplacer ; zoomez avec la molette ou les boutons.",
  groups: "Groupes",
  empty: "Rien à dessiner pour l’instant. Tapez un lien comme A -> B.",
  downloadSvg: "Télécharger en SVG",
  downloadPng: "Télécharger en PNG",
  exportFailed: "L’image n’a pas pu être créée. Veuillez réessayer.",
  issueMalformed: "Ligne {{line}} : ce n’est pas un lien. Écrivez-le sous la forme A -> B.",
  issueMissingEnd: "Ligne {{line}} : un lien a besoin d’un nom de chaque côté.",
  issueSelfLink: "Ligne {{line}} : un lien d’un nœud vers lui-même est ignoré.",
  moreIssues: "Autres lignes avec des problèmes : {{more}}",
  failTooLong: "Le texte est trop long : {{max}} caractères au maximum. Rien de nouveau n’a été dessiné.",
  failTooManyNodes: "Trop de nœuds : la limite est de {{max}}. Rien de nouveau n’a été dessiné.",
  failTooManyEdges: "Trop de liens : la limite est de {{max}}. Rien de nouveau n’a été dessiné.",
};

export default translations;
