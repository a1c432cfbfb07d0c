import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Opciones de presentación',
  fromBeginning: 'Desde el principio',
  fromCurrent: 'Desde la diapositiva actual',
  withNotes: 'Vista del presentador: notas aquí, diapositivas en una ventana nueva',
  audienceNote: 'El público ve las diapositivas en la otra ventana. Haz clic en ella o pulsa F allí para verla a pantalla completa.',
  blockedTitle: 'Se bloqueó la ventana del público',
  blockedText: 'Tu navegador impidió que esta página abriera una ventana para las diapositivas. Permite las ventanas emergentes para este sitio y vuelve a intentarlo, o presenta en esta ventana: el público verá entonces las diapositivas sin tus notas.',
  presentHere: 'Presentar en esta ventana',
  tryAgain: 'Reintentar',
  cancel: 'Cancelar',
  loading: 'Cargando las diapositivas…',
};

export default translations;
