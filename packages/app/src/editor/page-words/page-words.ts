import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace, i18next } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/pageWords.ts';

/**
 * A page project (/p/…) is made of sections, has notes rather than speaker notes and is
 * previewed rather than presented, but the editor's namespaces speak of decks and slides (issue
 * 19). Their page words live here, under the namespace they stand in for, so each namespace and
 * its 20 languages stay as they are and a page reads its own word wherever one exists.
 */
const PAGE_NS = 'pageWords';

await addNamespace(PAGE_NS, en, import.meta.glob<{ default: object }>(['../../i18n/locales/*/pageWords.ts', '!../../i18n/locales/en/*.ts']));

export type ProjectKind = 'presentation' | 'page';

/** The kind of the project being edited, set by ProjectEditor for everything inside it. */
export const ProjectKindContext = createContext<ProjectKind>('presentation');

export type KindT = (key: string, options?: Record<string, unknown>) => string;

/** `ns`'s texts for a project of `kind`: on a page, a key with a page word reads that word. */
export function kindT(ns: string, kind: ProjectKind): KindT {
  return (key, options) => {
    const pageKey = `${ns}.${key}`;
    if (kind === 'page' && i18next.exists(pageKey, { ns: PAGE_NS })) return i18next.t(pageKey, { ...options, ns: PAGE_NS });
    return i18next.t(key, { ...options, ns });
  };
}

/** `kindT` for the project in view, re-made when the language changes so the screen re-renders. */
export function useKindT(ns: string): KindT {
  const kind = useContext(ProjectKindContext);
  const { i18n } = useTranslation([ns, PAGE_NS]);
  return useMemo(() => kindT(ns, kind), [ns, kind, i18n.language]);
}
