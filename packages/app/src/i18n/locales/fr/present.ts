import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Options de présentation',
  fromBeginning: 'Depuis le début',
  fromCurrent: 'Depuis la diapositive actuelle',
  withNotes: 'Mode présentateur : notes ici, diapositives dans une nouvelle fenêtre',
  audienceNote: 'Le public voit les diapositives dans l’autre fenêtre. Cliquez dedans ou appuyez sur F pour le plein écran.',
  blockedTitle: 'La fenêtre du public a été bloquée',
  blockedText: 'Votre navigateur a empêché cette page d’ouvrir une fenêtre pour les diapositives. Autorisez les fenêtres pop-up pour ce site et réessayez, ou présentez dans cette fenêtre : le public verra alors les diapositives sans vos notes.',
  presentHere: 'Présenter dans cette fenêtre',
  tryAgain: 'Réessayer',
  cancel: 'Annuler',
  loading: 'Chargement des diapositives…',
};

export default translations;
