import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Para revisar en esta diapositiva: {{count}}',
  list: 'Revisiones de la diapositiva {{n}}',
  codes: {
    overflow: 'El contenido supera la diapositiva en {{by}} px',
    'text-clipped': 'Texto cortado en el borde: «{{text}}»',
    'text-overlap': 'Texto encima de otro bloque: «{{text}}»',
    'small-text': 'Texto de {{size}} px, demasiado pequeño para leerlo desde el fondo de una sala (al menos {{min}} px): «{{text}}»',
    'low-contrast': 'Contraste bajo, {{ratio}}:1 donde hace falta {{needed}}:1: «{{text}}»',
    'leftover-hint': 'Una línea vacía con una indicación: las exportaciones muestran un hueco',
    'placeholder-text': 'Texto de relleno en la diapositiva: «{{text}}»',
    'cut-text': 'Texto cortado con «…»: «{{text}}»',
    'repeated-picture': 'La misma imagen que en la diapositiva {{n}}',
    'empty-slide': 'Esta diapositiva no muestra nada',
  },
};

export default translations;
