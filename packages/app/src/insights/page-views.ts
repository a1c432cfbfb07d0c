import { track } from './track.ts';

/**
 * Records a page_view whenever the path changes: wouter announces its navigations as
 * `pushState` / `replaceState` events, the browser's back and forward as `popstate`. Ids in a
 * path are counted together (`/presentation/:id`), so the counts say which screens are used.
 */
export function watchPages(): void {
  let last = '';
  const record = () => {
    const page = pageOf(location.pathname);
    if (page === last) return;
    last = page;
    track('page_view', { page });
  };
  for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, record);
  record();
}

export function pageOf(path: string): string {
  return path.replace(/\/(\d+|[0-9a-f-]{16,}|[A-Za-z0-9_-]{21,})(?=\/|$)/gi, '/:id');
}
