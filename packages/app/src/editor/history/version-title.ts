import type { TFunction } from 'i18next';
import type { Version } from '../../api/history-api.ts';

/** What a version is called in the list: its name, or why the server kept it. */
export function versionTitle(version: Pick<Version, 'name' | 'reason'>, t: TFunction<'history'>): string {
  if (version.name) return version.name;
  return t(`reason.${version.reason ?? 'session'}`);
}

/** When it was kept, in the reader's language: the date and the minute. */
export function versionTime(version: Pick<Version, 'createdTime'>, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(version.createdTime));
}
