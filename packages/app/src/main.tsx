/**
 * Two entry points share one page: `/export-render` (§2, used by the export worker) must stay
 * light — no auth, no feature flags, no translation — so it loads only the renderer; every
 * other path loads the product.
 */
const root = document.getElementById('root')!;
if (location.pathname === '/export-render') {
  void import('./export-render/start-export-render.tsx').then((module) => module.startExportRender(root));
} else {
  void import('./start-app.tsx').then((module) => module.startApp(root));
}
