import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const fr: TranslationsOf<typeof en> = {
  title: 'Transformer un article de blog en présentation',
  intro: 'Collez l’adresse d’un article de blog. Folio le lit, vous montre ce qu’il a trouvé, puis en fait des diapositives ou une page.',
  address: {
    label: 'Adresse de l’article',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Lire l’article',
    reading: 'Lecture de l’article…',
  },
  post: {
    heading: 'L’article',
    untitled: 'Article sans titre',
    headings: 'Intertitres',
    noHeadings: 'L’article n’a pas d’intertitres.',
    images: 'Images et figures : {{count}}',
  },
  make: {
    heading: 'Que créer',
    kind: { presentation: 'Diapositives', page: 'Page' },
    count: { presentation: 'Nombre de diapositives', page: 'Nombre de sections' },
    generate: 'Générer',
  },
  error: {
    invalid: 'Saisissez une adresse web complète commençant par http:// ou https://.',
    blocked: 'Cette adresse désigne cette machine ou un réseau privé : Folio ne la lira pas. Utilisez l’adresse publique de l’article.',
    unreachable: 'La page est injoignable. Vérifiez l’adresse et réessayez.',
    notHtml: 'Cette adresse n’est pas une page web (plutôt une image ou un fichier). Collez l’adresse de l’article lui-même.',
    unreadable: 'Folio n’a pas trouvé le texte d’un article sur cette page.',
    detail: 'Détails : {{detail}}',
  },
};

export default fr;
