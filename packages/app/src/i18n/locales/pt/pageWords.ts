import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Notas',
    present: 'Pré-visualizar',
    duplicateSlide: 'Duplicar seção',
    deleteSlide: 'Excluir seção',
    slideLabel: 'Seção {{n}}',
    notesPlaceholder: 'Notas sobre esta seção…',
    presenting: 'Seção {{n}} de {{total}}',
    lastSlide: 'Esta é a última seção',
    noNotes: 'Nenhuma nota para esta seção',
  },
  editorShare: {
    export: {
      description: 'Baixe esta página como ela aparece no editor.',
      formats: {
        pdf: { text: 'Cada seção em sua própria página, nítida em qualquer tamanho, com texto selecionável e pesquisável.' },
        pptx: { text: 'Cada seção editável no PowerPoint, com caixas de texto, tabelas e gráficos reais.' },
        images: { text: 'Um zip com um PNG por seção.' },
        image: { text: 'A página inteira em um PNG alto, com as seções uma abaixo da outra.' },
      },
      preparingHint: 'As seções são desenhadas no servidor; você pode continuar editando enquanto isso.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Edita textos, seções e notas',
      design: 'Muda o tema e o layout das seções',
    },
    placeholder: {
      chat: 'Peça à IA para editar esta página…',
      design: 'Peça à IA para redesenhar esta página…',
    },
    empty: 'Peça uma mudança nesta seção ou na página inteira. As edições chegam em um só passo: {{undo}} as desfaz.',
    selection: 'Seção {{n}}',
    selectionBlock: 'Seção {{n}} · bloco selecionado',
    chips: {
      shorten: 'Encurtar esta seção',
      translatePrompt: 'Traduza esta seção para ',
      addSlide: 'Adicionar uma seção sobre…',
      addSlidePrompt: 'Adicione à página uma seção sobre ',
      layout: 'Mudar o layout desta seção',
    },
    changes: {
      text: 'Texto da seção {{n}} reescrito',
      addPage: 'Seção {{n}} adicionada',
      removePage: 'Seção {{n}} removida',
      movePage: 'Seção movida para a posição {{n}}',
      replacePage: 'Seção {{n}} redesenhada',
      notes: 'Notas escritas para a seção {{n}}',
    },
    noChange: 'Nenhuma mudança na página.',
    staleEdit: 'A página mudou enquanto a IA respondia; nada foi aplicado. Peça de novo.',
    notes: { instruction: 'Escreva notas para esta seção' },
  },
  deckChecks: {
    marker: 'Para verificar nesta seção: {{count}}',
    list: 'Verificações da seção {{n}}',
    codes: {
      'placeholder-text': 'Texto de exemplo esquecido na seção: “{{text}}”',
      'repeated-picture': 'A mesma imagem da seção {{n}}',
      'empty-slide': 'Nada é mostrado nesta seção',
    },
  },
};

export default words;
