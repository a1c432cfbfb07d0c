import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Проверить на этом слайде: {{count}}',
  list: 'Проверки слайда {{n}}',
  codes: {
    overflow: 'Содержимое выше слайда на {{by}} px',
    'text-clipped': 'Текст обрезан по краю: «{{text}}»',
    'text-overlap': 'Текст наезжает на другой блок: «{{text}}»',
    'small-text': 'Текст размером {{size}} px не прочитать из конца зала (нужно не меньше {{min}} px): «{{text}}»',
    'low-contrast': 'Низкий контраст: {{ratio}}:1 вместо {{needed}}:1: «{{text}}»',
    'leftover-hint': 'Пустая строка с подсказкой: при экспорте там будет пустое место',
    'placeholder-text': 'На слайде остался текст-заполнитель: «{{text}}»',
    'cut-text': 'Текст обрезан многоточием «…»: «{{text}}»',
    'repeated-picture': 'То же изображение, что на слайде {{n}}',
    'empty-slide': 'На этом слайде ничего нет',
  },
};

export default translations;
