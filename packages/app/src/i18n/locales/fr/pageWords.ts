import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Notes',
    present: 'Aperçu',
    duplicateSlide: 'Dupliquer la section',
    deleteSlide: 'Supprimer la section',
    slideLabel: 'Section {{n}}',
    notesPlaceholder: 'Notes sur cette section…',
    presenting: 'Section {{n}} sur {{total}}',
    lastSlide: 'C’est la dernière section',
    noNotes: 'Aucune note pour cette section',
  },
  editorShare: {
    export: {
      description: 'Téléchargez cette page telle qu’elle apparaît dans l’éditeur.',
      formats: {
        pdf: { text: 'Chaque section sur sa propre page, nette à toute taille, texte sélectionnable et consultable.' },
        pptx: { text: 'Chaque section modifiable dans PowerPoint, avec de vraies zones de texte, tableaux et graphiques.' },
        images: { text: 'Un zip avec un PNG par section.' },
        image: { text: 'Toute la page dans un seul PNG en hauteur, les sections l’une sous l’autre.' },
      },
      preparingHint: 'Les sections sont dessinées sur le serveur ; vous pouvez continuer à modifier en attendant.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Modifie les textes, les sections et les notes',
      design: 'Change le thème et la mise en page des sections',
    },
    placeholder: {
      chat: 'Demander à l’IA de modifier cette page…',
      design: 'Demander à l’IA de redessiner cette page…',
    },
    empty: 'Demandez une modification de cette section ou de toute la page. Les changements arrivent en une seule étape : {{undo}} les annule.',
    selection: 'Section {{n}}',
    selectionBlock: 'Section {{n}} · bloc sélectionné',
    chips: {
      shorten: 'Raccourcir cette section',
      translatePrompt: 'Traduis cette section en ',
      addSlide: 'Ajouter une section sur…',
      addSlidePrompt: 'Ajoute à la page une section sur ',
      layout: 'Changer la mise en page de cette section',
    },
    changes: {
      text: 'Texte de la section {{n}} réécrit',
      addPage: 'Section {{n}} ajoutée',
      removePage: 'Section {{n}} supprimée',
      movePage: 'Section déplacée en position {{n}}',
      replacePage: 'Section {{n}} redessinée',
      notes: 'Notes écrites pour la section {{n}}',
    },
    noChange: 'Aucun changement sur la page.',
    staleEdit: 'La page a changé pendant la réponse de l’IA ; rien n’a été appliqué. Redemandez.',
    notes: { instruction: 'Écris des notes pour cette section' },
  },
  deckChecks: {
    marker: 'À vérifier dans cette section : {{count}}',
    list: 'Vérifications de la section {{n}}',
    codes: {
      'placeholder-text': 'Texte d’exemple laissé dans la section : « {{text}} »',
      'repeated-picture': 'La même image que dans la section {{n}}',
      'empty-slide': 'Rien n’est affiché dans cette section',
    },
  },
};

export default words;
