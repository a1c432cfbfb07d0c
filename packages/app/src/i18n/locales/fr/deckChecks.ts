import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'À vérifier sur cette diapositive : {{count}}',
  list: 'Vérifications de la diapositive {{n}}',
  codes: {
    overflow: 'Le contenu dépasse la diapositive de {{by}} px',
    'text-clipped': 'Texte coupé au bord : « {{text}} »',
    'text-overlap': 'Texte qui déborde sur un autre bloc : « {{text}} »',
    'small-text': 'Texte de {{size}} px, trop petit pour être lu du fond d’une salle (au moins {{min}} px) : « {{text}} »',
    'low-contrast': 'Contraste faible, {{ratio}}:1 au lieu de {{needed}}:1 : « {{text}} »',
    'leftover-hint': 'Une ligne vide avec une indication : les exports montrent un espace vide',
    'placeholder-text': 'Texte indicatif resté sur la diapositive : « {{text}} »',
    'cut-text': 'Texte coupé par « … » : « {{text}} »',
    'repeated-picture': 'La même image que sur la diapositive {{n}}',
    'empty-slide': 'Rien n’est affiché sur cette diapositive',
  },
};

export default translations;
