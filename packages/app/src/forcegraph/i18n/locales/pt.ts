import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Criador de grafos de forças",
  intro: "Cole ligações entre coisas e veja-as se organizarem sozinhas. Arraste os nós, aplique zoom e baixe a imagem.",
  inputLabel: "Ligações, uma por linha",
  syntaxHelp: "Escreva A -> B para uma seta, A -- B para uma linha simples, acrescente “: rótulo” para nomear uma ligação e “[grupo]” depois de um nome para colori-lo. Um CSV com as colunas source, target, label e group também funciona.",
  openFile: "Abrir um arquivo CSV ou de texto",
  sample: "Sol [estrela] -> Terra [planeta] : luz\nTerra -> Lua [lua] : gravidade\nSol -> Marte [planeta] : luz\nMarte -- Fobos [lua]\nMarte -- Deimos [lua]",
  graphSection: "Grafo",
  graphLabel: "Grafo — nós: {{nodes}}, ligações: {{links}}",
  zoom: "Zoom",
  zoomIn: "Aumentar o zoom",
  zoomOut: "Diminuir o zoom",
  fit: "Ajustar o grafo inteiro",
  dragHint: "Arraste um nó para fixá-lo em um lugar; clique duas vezes para soltá-lo. Arraste o fundo para se mover; aplique zoom com a roda do mouse ou com os botões.",
  groups: "Grupos",
  empty: "Ainda não há nada para desenhar. Digite uma ligação como A -> B.",
  downloadSvg: "Baixar SVG",
  downloadPng: "Baixar PNG",
  exportFailed: "Não foi possível criar a imagem. Tente novamente.",
  issueMalformed: "Linha {{line}}: isto não é uma ligação. Escreva como A -> B.",
  issueMissingEnd: "Linha {{line}}: uma ligação precisa de um nome em cada lado.",
  issueSelfLink: "Linha {{line}}: uma ligação de um nó para ele mesmo é ignorada.",
  moreIssues: "Outras linhas com problemas: {{more}}",
  failTooLong: "O texto é longo demais: no máximo {{max}} caracteres. Nada de novo foi desenhado.",
  failTooManyNodes: "Nós demais: o limite é {{max}}. Nada de novo foi desenhado.",
  failTooManyEdges: "Ligações demais: o limite é {{max}}. Nada de novo foi desenhado.",
};

export default translations;
