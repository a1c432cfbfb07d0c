import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const fr: TranslationsOf<typeof en> = {
  present: {
    start: 'Présenter',
    exit: 'Quitter',
    counter: 'Diapositive {{n}} sur {{total}}',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
  },
  prompt: {
    title: 'Ce diaporama est protégé',
    text: 'Saisissez le mot de passe donné par son auteur pour le voir.',
    label: 'Mot de passe',
    submit: 'Voir le diaporama',
    checking: 'Vérification…',
  },
  password: {
    title: 'Mot de passe',
    hint: 'Les visiteurs le saisissent avant de voir le diaporama. Le changer retire l’accès à tous ceux qui l’ont déjà saisi.',
    on: 'Un mot de passe protège ce lien.',
    off: 'Pas de mot de passe : toute personne ayant le lien peut le voir.',
    field: 'Nouveau mot de passe',
    set: 'Définir le mot de passe',
    change: 'Changer le mot de passe',
    remove: 'Retirer le mot de passe',
    saved: 'Mot de passe enregistré',
    removed: 'Mot de passe retiré',
  },
  viewers: {
    button: 'Visiteurs',
    title: 'Visiteurs',
    period: '30 derniers jours',
    views: 'Vues',
    unique: 'Visiteurs uniques',
    perDay: 'Vues par jour',
    perSlide: 'Temps passé par diapositive',
    sources: 'D’où viennent les visiteurs',
    direct: 'Direct ou inconnu',
    seconds: '{{count}} s',
    slide: 'Diapositive {{n}}',
    empty: 'Aucune vue ces 30 derniers jours.',
    download: 'Télécharger en CSV',
    privacy: 'Compté sans données personnelles : chaque navigateur reçoit un identifiant aléatoire, et les navigateurs qui refusent le suivi ne sont pas comptés.',
    proOnly: 'Les mots de passe et les statistiques de visiteurs sont des fonctions Pro.',
  },
};

export default fr;
