type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape a language file must fill for a namespace whose English texts are `English`: its keys, any text. */
export type TranslationsOf<English> = Widen<English>;
