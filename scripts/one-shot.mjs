// Runs `folio export` and `folio render` from the one-shot bundle (build-node.mjs,
// buildOneShotBundle) through a V8 code cache: the bytecode of every function the last
// successful run compiled, so a command that draws one deck and exits parses and compiles
// little of its JavaScript. The first run after a build writes the cache; a cache V8 refuses
// (another Node, other flags) is written again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { ONE_SHOT_BUNDLE, ONE_SHOT_DIGEST_MARK, writeAtomically } from './build-node.mjs';

/** The commands packages/cli/src/one-shot-commands.ts holds. */
export const ONE_SHOT_COMMANDS = new Set(['export', 'render']);
const ONE_SHOT_CACHE = `${ONE_SHOT_BUNDLE}.cache`;
/**
 * V8 checks a cache against its script's length alone, so the cache starts with the SHA-1 of
 * the script it was made from, which the build wrote at the script's end (asScript): a
 * rebuilt script of the same length never runs another's code.
 */
const DIGEST_LENGTH = 40;

/**
 * The bundle compiled, from its cache where one was made from it, or undefined before the
 * first build; `run` runs a command of ONE_SHOT_COMMANDS.
 */
export function compileOneShot() {
  const source = readIfBuilt(ONE_SHOT_BUNDLE);
  if (source === undefined) return undefined;
  const digest = digestOf(source);
  const cachedData = cacheMadeFrom(digest);
  // ASCII alone (see build-node.mjs, asScript).
  const wrapped = `(function (exports, require, module, __filename, __dirname, __import) {${source.toString('latin1')}\n})`;
  const script = new Script(wrapped, { filename: ONE_SHOT_BUNDLE, cachedData });
  return {
    /** `folio <command> …`: the exit code. */
    async run(argv) {
      const bundle = { exports: {} };
      script.runInThisContext()(bundle.exports, createRequire(ONE_SHOT_BUNDLE), bundle, ONE_SHOT_BUNDLE, dirname(ONE_SHOT_BUNDLE), importFromBundle);
      const code = await bundle.exports.run(argv);
      if (code === 0 && digest !== undefined && (cachedData === undefined || script.cachedDataRejected)) {
        bundle.exports.restoreDefaultCompilers();
        writeCache(digest, script.createCachedData());
      }
      return code;
    },
  };
}

function readIfBuilt(path) {
  try {
    return readFileSync(path);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function digestOf(source) {
  const mark = source.length - DIGEST_LENGTH - 1 - ONE_SHOT_DIGEST_MARK.length;
  return source.toString('latin1', mark, mark + ONE_SHOT_DIGEST_MARK.length) === ONE_SHOT_DIGEST_MARK ? source.toString('latin1', source.length - DIGEST_LENGTH - 1, source.length - 1) : undefined;
}

/** A missing, unreadable or other script's cache costs the compile and no more. */
function cacheMadeFrom(digest) {
  try {
    const cache = readFileSync(ONE_SHOT_CACHE);
    return digest !== undefined && cache.toString('latin1', 0, DIGEST_LENGTH) === digest ? cache.subarray(DIGEST_LENGTH) : undefined;
  } catch {
    return undefined;
  }
}

/** Whole or not at all, as other `folio` processes may read it meanwhile; a read-only checkout keeps none. */
function writeCache(digest, data) {
  try {
    writeAtomically(ONE_SHOT_CACHE, Buffer.concat([Buffer.from(digest, 'latin1'), data]));
  } catch {
    // Compiled from source again next time.
  }
}

function importFromBundle(specifier) {
  return import(specifier.startsWith('.') ? new URL(specifier, pathToFileURL(ONE_SHOT_BUNDLE)).href : specifier);
}
