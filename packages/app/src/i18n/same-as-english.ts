/**
 * Texts a translation may leave as English wrote them, per namespace: `everywhere` for proper
 * nouns, symbols and loanwords every language uses as is, `in` for words one language borrowed
 * from English or shares with it. Anything else equal to English is an untranslated text.
 */
export interface SameAsEnglish {
  everywhere?: readonly string[];
  in?: Partial<Record<string, readonly string[]>>;
}

export const SAME_AS_ENGLISH: Record<string, SameAsEnglish> = {
  app: { everywhere: ['userMenu.pro', 'nav.beta', 'account.avatar', 'auth.password'] },
  editor: {
    everywhere: ['value'],
    in: {
      fr: ['sections', 'kinds.image', 'themeEditor.colour.accent', 'themeEditor.mode', 'shapes.rect', 'shapes.ellipse', 'shapes.triangle'],
      de: ['kinds.text', 'kinds.video', 'link', 'roles.link', 'themeEditor.name', 'themeEditor.colour.text', 'themeEditor.colour.link', 'shapes.ellipse'],
      es: ['series'],
      it: ['kinds.video', 'link', 'roles.link', 'chartTypes.area'],
      pt: ['slides', 'slideLabel', 'link', 'roles.link', 'themeEditor.colour.link'],
      tr: ['kinds.video'],
      vi: ['kinds.video'],
      id: ['slideLabel', 'kinds.video', 'kinds.diagram', 'themeEditor.edit', 'themeEditor.mode', 'chartTypes.area', 'label', 'buttonLabel', 'shapeLabel'],
    },
  },
  aiCreate: {
    everywhere: ['references.urlPlaceholder', 'references.videoPlaceholder'],
    in: {
      fr: ['options.heading', 'options.count.page', 'references.kinds.file', 'search.origin.web', 'storyline.itemLabel.page'],
      de: ['references.video', 'references.kinds.video', 'search.origin.web'],
      es: ['search.origin.web'],
      it: ['references.video', 'references.kinds.video', 'search.origin.web'],
      pt: ['options.count.presentation', 'search.origin.web', 'storyline.itemLabel.presentation'],
      tr: ['provider.model', 'references.video', 'references.kinds.video'],
      vi: ['references.video', 'references.kinds.video', 'search.origin.web'],
      id: ['provider.model', 'references.video', 'references.kinds.video', 'search.origin.web', 'storyline.itemLabel.presentation'],
    },
  },
  editorAi: {
    in: {
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
  },
  editorShare: {
    everywhere: ['export.formats.pdf.name', 'export.formats.pptx.name', 'share.proBadge', 'share.channel.whatsapp', 'share.channel.x', 'share.channel.reddit', 'share.channel.facebook', 'share.channel.linkedin'],
    in: { it: ['view.slide'], pt: ['view.slide'], id: ['view.slide'] },
  },
  campaign: {
    everywhere: ['address.placeholder'],
    // French says "page" and Portuguese "slides" as English does.
    in: { fr: ['make.kind.page'], pt: ['make.kind.presentation'] },
  },
  // Portuguese says "slides" too, and German's word for a name is "Name".
  history: { in: { pt: ['slides'], de: ['nameLabel'] } },
  shareAccess: {
    // 's' is the SI symbol for seconds in these languages too.
    everywhere: ['viewers.seconds'],
    in: { it: ['prompt.label', 'password.title'], pt: ['viewers.slide'], id: ['viewers.slide'] },
  },
  pageWords: { in: { fr: ['editor.notes', 'editor.slideLabel', 'editorAi.selection'] } },
  // German says “Graph” too; Portuguese took “zoom”, and Portuguese and Indonesian “slide”, as they are.
  forcegraph: { in: { de: ['graphSection'], pt: ['zoom', 'groupSlide'], id: ['groupSlide'] } },
  diagramScreen: { in: { de: ['deck'], fr: ['layoutCycle'] } },
  // Italian and Portuguese say “slide” too.
  roast: { in: { it: ['slideHeading'], pt: ['slideHeading'] } },
  // "Model" is the Turkish and Indonesian word too.
  aiSettings: { in: { tr: ['fields.model'], id: ['fields.model'] } },
};
