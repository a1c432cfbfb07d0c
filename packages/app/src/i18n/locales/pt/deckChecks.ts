import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Para verificar neste slide: {{count}}',
  list: 'Verificações do slide {{n}}',
  codes: {
    overflow: 'O conteúdo ultrapassa o slide em {{by}} px',
    'text-clipped': 'Texto cortado na borda: “{{text}}”',
    'text-overlap': 'Texto sobre outro bloco: “{{text}}”',
    'small-text': 'Texto de {{size}} px, pequeno demais para ler do fundo da sala (pelo menos {{min}} px): “{{text}}”',
    'low-contrast': 'Contraste baixo, {{ratio}}:1 onde é preciso {{needed}}:1: “{{text}}”',
    'leftover-hint': 'Uma linha vazia com uma dica: as exportações mostram um espaço vazio',
    'placeholder-text': 'Texto provisório deixado no slide: “{{text}}”',
    'cut-text': 'Texto cortado com “…”: “{{text}}”',
    'repeated-picture': 'A mesma imagem do slide {{n}}',
    'empty-slide': 'Nada é mostrado neste slide',
  },
};

export default translations;
