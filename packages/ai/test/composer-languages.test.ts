import { applyOperations, contentNodes, type Page, ProjectDocument, validateTree } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { COMPOSER, chatEdit, composeDocument, pageText } from '../src/index.ts';
import { LANGUAGE_IDS, type LanguageId } from '@folio/contracts';
import type { DeckKind } from '../src/composer/deck-kind.ts';
import { localeFor } from '../src/composer/locales/index.ts';
import type { ComposerLocale } from '../src/composer/locales/locale.ts';
import { outlineSlides } from '../src/composer/outline.ts';
import { languageOf } from '../src/composer/locales/language-of.ts';
import { overflowingPages } from './layout-check.ts';

const LANGUAGES = LANGUAGE_IDS.filter((language): language is Exclude<LanguageId, 'auto' | 'en'> => language !== 'auto' && language !== 'en');
const KINDS: DeckKind[] = ['pitch', 'lesson', 'report', 'plan', 'proposal', 'launch', 'training', 'event', 'general'];

/** "The water cycle for 10-year-olds", as a person writing in each language would ask for it. */
const PROMPTS: Record<(typeof LANGUAGES)[number], string> = {
  fr: 'Le cycle de l’eau pour des enfants de 10 ans',
  de: 'Der Wasserkreislauf für Zehnjährige',
  es: 'El ciclo del agua para niños de 10 años',
  it: 'Il ciclo dell’acqua per bambini di 10 anni',
  pt: 'O ciclo da água para crianças de 10 anos',
  ru: 'Круговорот воды для детей 10 лет',
  tr: '10 yaşındaki çocuklar için su döngüsü',
  'zh-CN': '给10岁孩子讲水循环',
  'zh-TW': '給10歲孩子講水循環',
  ja: '10歳の子ども向けの水の循環',
  ko: '10살 어린이를 위한 물의 순환',
  th: 'วัฏจักรน้ำสำหรับเด็กอายุ 10 ปี',
  vi: 'Vòng tuần hoàn của nước cho trẻ 10 tuổi',
  id: 'Siklus air untuk anak 10 tahun',
  hi: '10 साल के बच्चों के लिए जल चक्र',
  iw: 'מחזור המים לילדים בני 10',
  ur: '10 سال کے بچوں کے لیے پانی کا چکر',
  ar: 'دورة الماء للأطفال في سن العاشرة',
  fa: 'چرخه آب برای کودکان ۱۰ ساله',
};

/** Every string of a locale, wherever it sits in it. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object' && !(value instanceof RegExp)) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The English template words: each template's text between its placeholders, where it is two words or more ("in one sentence", "The problem"). */
const ENGLISH_WORDS = [
  ...new Set(
    stringsOf(localeFor('en'))
      .flatMap((template) => template.split(/\{\w+\}/))
      .map((part) => part.replace(/^[\s,.:;?!’'—-]+|[\s,.:;?!’'—-]+$/g, '').toLowerCase())
      .filter((part) => part.split(/\s+/).length >= 2),
  ),
];

function englishIn(texts: readonly string[]): string[] {
  const said = texts.join('\n').toLowerCase();
  return ENGLISH_WORDS.filter((words) => said.includes(words));
}

function hintsOf(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs.flatMap((paragraph) => (paragraph.hint ? [paragraph.hint] : [])) : []));
}

function directions(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs.map((paragraph) => paragraph.direction ?? 'ltr') : []));
}

describe('the composer’s own words in every language', () => {
  it('finds English template words in an English deck, so the checks below can fail', async () => {
    const { document } = await composeDocument(COMPOSER, { prompt: 'The water cycle for 10-year-olds', options: { slideCount: 8, language: 'en' } });
    expect(englishIn(document.pages.flatMap((page) => [...pageText(page), ...hintsOf(page)])).length).toBeGreaterThan(3);
  });

  it.each(LANGUAGES)('writes the outline of every kind of deck in %s: titled, filled in, no English', (language) => {
    for (const kind of KINDS) {
      for (const variant of [0, 1]) {
        const slides = outlineSlides(kind, 30, { subject: PROMPTS[language], prompt: PROMPTS[language], parts: [], variant, kind, language });
        const texts = slides.flatMap((slide) => [slide.title, ...slide.hints]);
        expect(slides.every((slide) => slide.title.trim().length > 0 && slide.hints.length > 0), `${kind} in ${language}`).toBe(true);
        expect(texts.filter((text) => /[{}]/.test(text)), `${kind} in ${language}`).toEqual([]);
        expect(englishIn(texts), `${kind} in ${language}`).toEqual([]);
      }
    }
  });

  it.each(LANGUAGES)('makes a deck and a page from a prompt alone in %s with none of the English templates', async (language) => {
    for (const kind of ['presentation', 'page'] as const) {
      const { document } = await composeDocument(COMPOSER, { prompt: PROMPTS[language], options: { slideCount: 9, language }, kind });
      const texts = document.pages.flatMap((page) => [...pageText(page), ...hintsOf(page)]);
      expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
      expect(englishIn(texts)).toEqual([]);
      for (const page of document.pages) {
        expect(pageText(page)[0]?.trim(), `a title on ${page.id}`).toBeTruthy();
        expect(validateTree(page.layout)).toEqual([]);
      }
      // The audience is said as the prompt says it, not as part of the topic: no title repeats it.
      expect(document.pages.slice(1).map((page) => pageText(page)[0]!).filter((title) => title.includes(PROMPTS[language]))).toEqual([]);
    }
  });

  it.each([
    ['fr', 'Le cycle de l’eau — en bref', 'Pourquoi c’est important pour des enfants de 10 ans'],
    ['de', 'Der Wasserkreislauf – kurz erklärt', 'Warum es für Zehnjährige wichtig ist'],
    ['es', 'El ciclo del agua: lo esencial', 'Por qué importa para niños de 10 años'],
    ['ar', 'دورة الماء: نظرة عامة', 'دورة الماء: في جملة واحدة'],
    ['ja', '水の循環とは', '10歳の子どもにとって大切な理由'],
  ] as const)('titles the opening slide in %s as a person would: “%s”', async (language, title, hint) => {
    const { document, storyline } = await composeDocument(COMPOSER, { prompt: PROMPTS[language], options: { slideCount: 6, language } });
    expect(storyline[0]!.text).toBe(PROMPTS[language]);
    expect(storyline[1]!.text).toBe(title);
    expect(hintsOf(document.pages[1]!)).toContain(hint);
    expect(await overflowingPages(document)).toEqual([]);
  });

  it('splits the audience off the topic and reads the request words in French', async () => {
    const { document, storyline } = await composeDocument(COMPOSER, { prompt: 'Prépare une leçon sur le cycle de l’eau pour des élèves de CM2', options: { slideCount: 8, language: 'fr' } });
    const titles = storyline.map((item) => item.text);
    expect(titles[0]).toBe('Le cycle de l’eau pour des élèves de CM2');
    expect(titles).toEqual(expect.arrayContaining(['Programme', 'Objectifs d’apprentissage', 'Le cycle de l’eau — en une phrase', 'Merci']));
    expect(document.pages.flatMap(hintsOf)).toContain('Ce qu’il faudra savoir à la fin de la séance, pour des élèves de CM2');
  });

  it.each([
    ['Mach mir eine Präsentation über den Wasserkreislauf für Zehnjährige', 'de', 'Wasserkreislauf für Zehnjährige'],
    ['Erstelle einen Quartalsbericht für das Vertriebsteam', 'de', 'Quartalsbericht für das Vertriebsteam'],
    ['Crea un plan estratégico para 2027', 'es', 'Plan estratégico para 2027'],
    ['水の循環についてのプレゼンを作ってください', 'ja', '水の循環'],
  ] as const)('reads the request words of “%s” and keeps its topic', async (prompt, language, cover) => {
    const { storyline } = await composeDocument(COMPOSER, { prompt, options: { slideCount: 3, language } });
    expect(storyline[0]!.text).toBe(cover);
  });

  it('writes in the prompt’s language when the language is left on auto, the generation screen’s default', async () => {
    const french = await composeDocument(COMPOSER, { prompt: PROMPTS.fr, options: { slideCount: 4, language: 'auto' } });
    expect(french.storyline.map((item) => item.text)).toEqual([PROMPTS.fr, 'Le cycle de l’eau — en bref', 'Pourquoi c’est important', 'Merci']);
    const english = await composeDocument(COMPOSER, { prompt: 'The water cycle for 10-year-olds', options: { slideCount: 4, language: 'auto' } });
    expect(english.storyline.map((item) => item.text)).toEqual(['The water cycle for 10-year-olds', 'What is the water cycle?', 'Why the water cycle matters', 'Thank you']);
    const arabic = await composeDocument(COMPOSER, { prompt: PROMPTS.ar, options: { slideCount: 4, language: 'auto' } });
    expect(arabic.storyline[1]!.text).toBe('دورة الماء: نظرة عامة');
    expect(arabic.document.pages.flatMap(directions).every((direction) => direction === 'rtl')).toBe(true);
  });

  it('names a page’s button and closing in the page’s language', async () => {
    const { document } = await composeDocument(COMPOSER, { prompt: 'Lancement de notre vélo électrique', options: { slideCount: 5, language: 'fr' }, kind: 'page' });
    const texts = document.pages.flatMap((page) => [...pageText(page), ...hintsOf(page)]);
    expect(texts).toEqual(expect.arrayContaining(['Essayer maintenant', 'Soyez parmi les premiers', 'Une phrase sur ce que cette page apporte à son lecteur']));
  });

  it('gives every language its own words for every string the English locale has', () => {
    const shape = (locale: ComposerLocale) => stringsOf(locale).length;
    for (const language of LANGUAGES) {
      const locale = localeFor(language);
      expect(locale, language).not.toBe(localeFor('en'));
      expect(stringsOf(locale.chat).length, language).toBe(stringsOf(localeFor('en').chat).length);
      expect(shape(locale), language).toBeGreaterThan(200);
    }
  });
});

describe('the offline chat in the deck’s language', () => {
  const deck = async (language: LanguageId, prompt: string) => ProjectDocument.parse((await composeDocument(COMPOSER, { prompt, options: { slideCount: 6, language } })).document);
  const ask = async (document: ProjectDocument, instruction: string) => {
    const result = await chatEdit(COMPOSER, { instruction, document, references: [], themes: ['sunlit', 'dark-matter'] });
    return { result, after: ProjectDocument.parse(applyOperations(document, result.operations)) };
  };

  it('replies in French to a French instruction on a French deck', async () => {
    const french = await deck('fr', PROMPTS.fr);
    expect((await ask(french, 'supprime la diapositive 3')).result.reply).toBe('Diapositive 3 supprimée.');
    expect((await ask(french, 'bonjour')).result.reply).toMatch(/^Hors ligne, je peux renommer/);
    expect((await ask(french, 'traduis cette diapositive en anglais')).result.reply).toMatch(/^Traduire nécessite un modèle d’IA connecté/);
  });

  it('adds a slide with French hints, and says so in French', async () => {
    const french = await deck('fr', PROMPTS.fr);
    const { result, after } = await ask(french, 'ajoute une diapositive sur les nuages');
    expect(result.reply).toBe('Il n’y a pas de références sur lesquelles s’appuyer : j’ai ajouté une diapositive intitulée « Nuages » avec des indications sur quoi écrire.');
    const added = after.pages.find((page) => !french.pages.some((each) => each.id === page.id))!;
    expect(hintsOf(added)).toEqual(['L’idée principale de cette diapositive', 'Un fait, un chiffre ou un exemple qui la montre', 'Ce que votre public doit faire ou retenir']);
  });

  it('replies in the deck’s language when the instruction does not tell, and in the instruction’s when it does', async () => {
    const french = await deck('fr', PROMPTS.fr);
    expect((await ask(french, '3')).result.reply).toMatch(/^Hors ligne/);
    expect((await ask(french, 'delete slide 3')).result.reply).toBe('Removed slide 3.');
  });

  it('writes an added slide right to left on an Arabic deck', async () => {
    const arabic = await deck('ar', PROMPTS.ar);
    const { result, after } = await ask(arabic, 'add a slide about clouds');
    expect(result.reply).toMatch(/^There are no references/);
    const { after: arabicAfter, result: arabicResult } = await ask(arabic, 'أضف شريحة عن السحب');
    expect(arabicResult.reply).toBe('لا توجد مراجع يُستند إليها، لذا أضفت شريحة بعنوان «السحب» مع تلميحات لما يُكتب.');
    const added = arabicAfter.pages.find((page) => !arabic.pages.some((each) => each.id === page.id))!;
    expect(directions(added).every((direction) => direction === 'rtl')).toBe(true);
    expect(after.pages.length).toBe(arabic.pages.length + 1);
  });

  it.each([
    ['Ajoute une diapositive sur les volcans', 'fr'],
    ['Füge eine Folie über Vulkane hinzu', 'de'],
    ['Añade una diapositiva sobre volcanes', 'es'],
    ['スライドを追加して', 'ja'],
    ['添加一张幻灯片', 'zh-CN'],
    ['新增一張投影片', 'zh-TW'],
    ['슬라이드를 추가해 줘', 'ko'],
    ['Добавь слайд', 'ru'],
    ['הוסף שקף', 'iw'],
    ['أضف شريحة', 'ar'],
    ['یک اسلاید اضافه کن', 'fa'],
    ['ایک سلائیڈ شامل کریں', 'ur'],
    ['एक स्लाइड जोड़ो', 'hi'],
    ['Thêm một trang chiếu', 'vi'],
    ['Bir slayt ekle', 'tr'],
  ] as const)('reads “%s” as %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});
