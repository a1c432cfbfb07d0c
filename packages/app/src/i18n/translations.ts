import type en from './locales/en.ts';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language file must fill: the English keys, any text. */
export type Translations = Widen<typeof en>;
