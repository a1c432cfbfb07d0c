import aiCreateEn from '../ai-create/i18n/en.ts';
import editorAiEn from '../editor/ai/ai-en.ts';
import editorEn from '../editor/i18n/en.ts';
import editorShareEn from '../editor/export/export-share-en.ts';
import { describeTranslations } from './translation-checks.ts';

/** The lazily loaded screens' namespaces pass the same checks as the app shell. */
describeTranslations({
  name: 'editor',
  english: editorEn,
  locales: import.meta.glob('../editor/i18n/locales/*.ts', { eager: true }),
  mayMatchEnglish: ['value'],
  mayMatchEnglishIn: {
    fr: ['sections', 'kinds.image', 'themeEditor.colour.accent', 'themeEditor.mode', 'shapes.rect', 'shapes.ellipse', 'shapes.triangle'],
    de: ['kinds.text', 'kinds.video', 'link', 'roles.link', 'themeEditor.name', 'themeEditor.colour.text', 'themeEditor.colour.link', 'shapes.ellipse'],
    es: ['series'],
    it: ['kinds.video', 'link', 'roles.link', 'chartTypes.area'],
    pt: ['slides', 'slideLabel', 'link', 'roles.link', 'themeEditor.colour.link'],
    tr: ['kinds.video'],
    vi: ['kinds.video'],
    id: ['slideLabel', 'kinds.video', 'kinds.diagram', 'themeEditor.edit', 'themeEditor.mode', 'chartTypes.area', 'label', 'buttonLabel', 'shapeLabel'],
  },
});

describeTranslations({
  name: 'AI creation',
  english: aiCreateEn,
  locales: import.meta.glob('../ai-create/i18n/locales/*.ts', { eager: true }),
  mayMatchEnglish: ['references.urlPlaceholder', 'references.videoPlaceholder'],
  mayMatchEnglishIn: {
    fr: ['options.heading', 'options.count.page', 'references.kinds.file', 'search.origin.web', 'storyline.itemLabel.page'],
    de: ['references.video', 'references.kinds.video', 'search.origin.web'],
    es: ['search.origin.web'],
    it: ['references.video', 'references.kinds.video', 'search.origin.web'],
    pt: ['options.count.presentation', 'search.origin.web', 'storyline.itemLabel.presentation'],
    tr: ['provider.model', 'references.video', 'references.kinds.video'],
    vi: ['references.video', 'references.kinds.video', 'search.origin.web'],
    id: ['provider.model', 'references.video', 'references.kinds.video', 'search.origin.web', 'storyline.itemLabel.presentation'],
  },
});

describeTranslations({
  name: 'editor AI',
  english: editorAiEn,
  locales: import.meta.glob('../editor/ai/locales/*.ts', { eager: true }),
  mayMatchEnglishIn: {
    fr: ['modes.chat', 'modes.design', 'image.option'],
    de: ['modes.chat'],
    es: ['modes.chat'],
    it: ['modes.chat', 'modes.design'],
    pt: ['modes.chat', 'modes.design', 'selection'],
    'zh-CN': ['insertAi'],
    'zh-TW': ['insertAi'],
    ja: ['insertAi'],
    ko: ['insertAi'],
    th: ['insertAi'],
    vi: ['insertAi'],
    id: ['selection', 'insertAi', 'diagram.title'],
    iw: ['insertAi'],
  },
});

describeTranslations({
  name: 'editor export and share',
  english: editorShareEn,
  locales: import.meta.glob('../editor/export/locales/*.ts', { eager: true }),
  mayMatchEnglish: ['export.formats.pdf.name', 'export.formats.pptx.name', 'share.proBadge', 'share.channel.whatsapp', 'share.channel.x', 'share.channel.reddit', 'share.channel.facebook', 'share.channel.linkedin'],
  mayMatchEnglishIn: { it: ['view.slide'], pt: ['view.slide'], id: ['view.slide'] },
});
