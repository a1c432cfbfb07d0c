import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const APP_DIST = join(REPO_ROOT, 'packages/app/dist');

/** Sources the built app depends on; any newer than the build means it is stale. */
const SOURCES = ['packages/app/src', 'packages/app/index.html', 'packages/renderer/src', 'packages/layout/src'];

export function ensureAppBuilt(): void {
  const built = mtime(join(APP_DIST, 'index.html'));
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(REPO_ROOT, source))));
  if (built >= newest) return;
  // A production build whoever asks: a test runner's NODE_ENV=test would otherwise reach Vite and build an app whose production-only parts (campaign tracking, §7) are dropped.
  execFileSync('pnpm', ['--filter', '@folio/app', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}
