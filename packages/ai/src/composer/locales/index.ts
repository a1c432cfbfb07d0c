import type { LanguageId } from '@folio/contracts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';
import { id } from './id.ts';
import { hi } from './hi.ts';
import { iw } from './iw.ts';
import { ur } from './ur.ts';
import { ar } from './ar.ts';
import { fa } from './fa.ts';
import type { ComposerLocale } from './locale.ts';

/** The composer's words in each §3 language; 'auto' ("don't translate") writes English. */
const LOCALES: Record<Exclude<LanguageId, 'auto'>, ComposerLocale> = { en, fr, de, es, it, pt, ru, tr, ja, 'zh-CN': zhCN, 'zh-TW': zhTW, ko, th, vi, id, hi, iw, ur, ar, fa };

export function localeFor(language: LanguageId | undefined): ComposerLocale {
  return language && language !== 'auto' ? LOCALES[language] : en;
}

export { en as ENGLISH };
