import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Historial',
  title: 'Historial de versiones',
  loading: 'Cargando versiones…',
  empty: 'Aún no hay versiones. Se guarda una al terminar cada sesión de edición, antes de un cambio de la IA, antes de una restauración y cada vez que le pones nombre a una.',
  nameThis: 'Poner nombre a esta versión',
  nameLabel: 'Nombre',
  save: 'Guardar',
  named: 'Con nombre',
  reason: {
    session: 'Tras una sesión de edición',
    ai: 'Antes de un cambio de la IA',
    restore: 'Antes de una restauración',
  },
  by: 'Por {{name}}',
  formerAccount: 'una cuenta eliminada',
  slides: 'Diapositivas: {{count}}',
  preview: 'Vista previa',
  previewOf: 'Vista previa: {{name}}',
  readOnly: 'Solo lectura. Al restaurarla, vuelve a ser el contenido del proyecto; hasta entonces no cambia nada.',
  restore: 'Restaurar',
  restoreTitle: '¿Restaurar esta versión?',
  restoreText: 'Las diapositivas, el tema y las notas pasan a ser los de esta versión; el título se mantiene. Quien esté editando lo verá al instante. Puedes deshacerlo, y el contenido actual queda en el historial.',
  restored: 'Versión restaurada. Deshacer la revierte.',
  rename: 'Cambiar nombre',
  renameTitle: 'Cambiar el nombre de esta versión',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar esta versión?',
  deleteText: 'Sale del historial para siempre. El proyecto queda como está.',
  actions: 'Más opciones de esta versión',
  slideOf: 'Diapositiva {{n}} de {{count}}',
  keepNote: 'Se conservan las {{count}} versiones automáticas más recientes; las que tienen nombre se quedan hasta que las elimines.',
};

export default translations;
