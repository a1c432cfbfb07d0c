import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Histórico',
  title: 'Histórico de versões',
  loading: 'Carregando versões…',
  empty: 'Ainda não há versões. Uma é guardada quando termina uma sessão de edição, antes de uma alteração da IA, antes de uma restauração e sempre que você dá nome a uma.',
  nameThis: 'Dar nome a esta versão',
  nameLabel: 'Nome',
  save: 'Salvar',
  named: 'Com nome',
  reason: {
    session: 'Após uma sessão de edição',
    ai: 'Antes de uma alteração da IA',
    restore: 'Antes de uma restauração',
  },
  by: 'Por {{name}}',
  formerAccount: 'uma conta excluída',
  slides: 'Slides: {{count}}',
  preview: 'Pré-visualizar',
  previewOf: 'Pré-visualização: {{name}}',
  readOnly: 'Somente leitura. Ao restaurar, este volta a ser o conteúdo do projeto; até lá nada muda.',
  restore: 'Restaurar',
  restoreTitle: 'Restaurar esta versão?',
  restoreText: 'Os slides, o tema e as notas passam a ser os desta versão; o título continua. Quem estiver editando vê na hora. Você pode desfazer, e o conteúdo atual fica no histórico.',
  restored: 'Versão restaurada. Desfazer a reverte.',
  rename: 'Renomear',
  renameTitle: 'Renomear esta versão',
  delete: 'Excluir',
  deleteTitle: 'Excluir esta versão?',
  deleteText: 'Ela sai do histórico para sempre. O projeto fica como está.',
  actions: 'Mais ações desta versão',
  slideOf: 'Slide {{n}} de {{count}}',
  keepNote: 'As {{count}} versões automáticas mais recentes são mantidas; as com nome ficam até você excluí-las.',
};

export default translations;
