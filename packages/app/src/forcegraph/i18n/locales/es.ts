import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Creador de grafos de fuerzas",
  intro: "Pega enlaces entre cosas y mira cómo se ordenan solas. Arrastra los nodos, haz zoom y descarga la imagen.",
  inputLabel: "Enlaces, uno por línea",
  syntaxHelp: "Escribe A -> B para una flecha, A -- B para una línea simple, añade «: etiqueta» para nombrar un enlace y «[grupo]» tras un nombre para colorearlo. También sirve un CSV con las columnas source, target, label y group.",
  openFile: "Abrir un archivo CSV o de texto",
  sample: "Sol [estrella] -> Tierra [planeta] : luz\nTierra -> Luna [luna] : gravedad\nSol -> Marte [planeta] : luz\nMarte -- Fobos [luna]\nMarte -- Deimos [luna]",
  graphSection: "Grafo",
  graphLabel: "Grafo — nodos: {{nodes}}, enlaces: {{links}}",
  zoom: "Ampliación",
  zoomIn: "Acercar",
  zoomOut: "Alejar",
  fit: "Ajustar todo el grafo",
  dragHint: "Arrastra un nodo para fijarlo en un sitio; haz doble clic para soltarlo. Arrastra el fondo para moverte; amplía con la rueda o los botones.",
  groups: "Grupos",
  empty: "Aún no hay nada que dibujar. Escribe un enlace como A -> B.",
  downloadSvg: "Descargar SVG",
  downloadPng: "Descargar PNG",
  exportFailed: "No se pudo crear la imagen. Inténtalo de nuevo.",
  issueMalformed: "Línea {{line}}: esto no es un enlace. Escríbelo como A -> B.",
  issueMissingEnd: "Línea {{line}}: un enlace necesita un nombre a cada lado.",
  issueSelfLink: "Línea {{line}}: se omite un enlace de un nodo consigo mismo.",
  moreIssues: "Otras líneas con problemas: {{more}}",
  failTooLong: "El texto es demasiado largo: como máximo {{max}} caracteres. No se dibujó nada nuevo.",
  failTooManyNodes: "Demasiados nodos: el límite es {{max}}. No se dibujó nada nuevo.",
  failTooManyEdges: "Demasiados enlaces: el límite es {{max}}. No se dibujó nada nuevo.",
};

export default translations;
