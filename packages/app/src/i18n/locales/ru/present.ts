import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Параметры показа',
  fromBeginning: 'С начала',
  fromCurrent: 'С текущего слайда',
  withNotes: 'Режим докладчика: заметки здесь, слайды в новом окне',
  audienceNote: 'Зрители видят слайды в другом окне. Щёлкните по нему или нажмите там F, чтобы развернуть на весь экран.',
  blockedTitle: 'Окно для зрителей заблокировано',
  blockedText: 'Браузер не дал этой странице открыть окно для слайдов. Разрешите всплывающие окна для этого сайта и попробуйте снова или показывайте в этом окне: тогда зрители увидят слайды без ваших заметок.',
  presentHere: 'Показывать в этом окне',
  tryAgain: 'Попробовать снова',
  cancel: 'Отмена',
  loading: 'Слайды загружаются…',
};

export default translations;
