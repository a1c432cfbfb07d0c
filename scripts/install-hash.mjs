// Prints a hash of what `pnpm install` reads (the lockfile, the workspace's package.json files,
// pnpm's settings) and of the Node it installed native packages for. scripts/bootstrap.sh keeps
// it in node_modules/.folio-install-hash after an install and skips the next one while it still
// matches: a no-op install costs ≈ 1.5 s of every `npm start`. Plain JavaScript, no dependencies:
// it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function installHash() {
  const packages = readdirSync(join(REPO_ROOT, 'packages')).sort().map((name) => join('packages', name, 'package.json'));
  const inputs = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc', 'package.json', ...packages].filter((path) => existsSync(join(REPO_ROOT, path)));
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.modules} ${process.platform} ${process.arch}\n`);
  for (const path of inputs) hash.update(`${path}\n`).update(readFileSync(join(REPO_ROOT, path))).update('\n');
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${installHash()}\n`);
