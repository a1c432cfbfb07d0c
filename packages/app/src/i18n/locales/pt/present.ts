import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Opções de apresentação',
  fromBeginning: 'Do início',
  fromCurrent: 'Do slide atual',
  withNotes: 'Modo do apresentador: notas aqui, slides em uma nova janela',
  audienceNote: 'O público vê os slides na outra janela. Clique nela ou pressione F lá para tela cheia.',
  blockedTitle: 'A janela do público foi bloqueada',
  blockedText: 'Seu navegador impediu esta página de abrir uma janela para os slides. Permita pop-ups para este site e tente de novo, ou apresente nesta janela: o público verá os slides sem as suas notas.',
  presentHere: 'Apresentar nesta janela',
  tryAgain: 'Tentar de novo',
  cancel: 'Cancelar',
  loading: 'Carregando os slides…',
};

export default translations;
