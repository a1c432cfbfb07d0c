/** A project's last edit in the reader's language; unknown or malformed dates show nothing. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
