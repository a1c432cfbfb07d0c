import type en from './locales/en.ts';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape a language file must fill for a namespace whose English texts are `English`: its keys, any text. */
export type TranslationsOf<English> = Widen<English>;

/** The shape every language file of the app shell must fill. */
export type Translations = TranslationsOf<typeof en>;
