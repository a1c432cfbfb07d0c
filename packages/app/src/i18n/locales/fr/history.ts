import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/history.ts';

const translations: TranslationsOf<typeof en> = {
  button: 'Historique',
  title: 'Historique des versions',
  loading: 'Chargement des versions…',
  empty: 'Aucune version pour l’instant. Une version est gardée à la fin de chaque session d’édition, avant un changement fait par l’IA et avant une restauration, et chaque fois que vous en nommez une.',
  nameThis: 'Nommer cette version',
  nameLabel: 'Nom',
  save: 'Enregistrer',
  named: 'Nommée',
  reason: {
    session: 'Après une session d’édition',
    ai: 'Avant un changement de l’IA',
    restore: 'Avant une restauration',
  },
  by: 'Par {{name}}',
  formerAccount: 'un compte supprimé',
  slides: 'Diapositives : {{count}}',
  preview: 'Aperçu',
  previewOf: 'Aperçu : {{name}}',
  readOnly: 'Lecture seule. Restaurer refait de cette version le contenu du projet ; rien ne change d’ici là.',
  restore: 'Restaurer',
  restoreTitle: 'Restaurer cette version ?',
  restoreText: 'Les diapositives, le thème et les notes redeviennent ceux de cette version ; le titre reste. Tous ceux qui modifient le projet le voient aussitôt. Vous pouvez annuler, et le contenu actuel est gardé dans l’historique.',
  restored: 'Version restaurée. Annuler la retire.',
  rename: 'Renommer',
  renameTitle: 'Renommer cette version',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer cette version ?',
  deleteText: 'Elle quitte l’historique pour de bon. Le projet reste tel quel.',
  actions: 'Plus d’actions pour cette version',
  slideOf: 'Diapositive {{n}} sur {{count}}',
  keepNote: 'Les {{count}} versions automatiques les plus récentes sont gardées ; les versions nommées restent jusqu’à ce que vous les supprimiez.',
};

export default translations;
