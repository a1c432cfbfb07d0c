import { open, readFile, rm } from 'node:fs/promises';

/**
 * PGlite is a whole PostgreSQL inside one process: two processes opening the same directory
 * would each write its files and corrupt it. The first to open it leaves its pid in a lock
 * file beside the directory; another process refuses with a message naming the holder.
 * A lock whose process has died is taken over.
 */
export async function lockPgliteDirectory(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir}.lock`;
  for (;;) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(path, 'utf8').catch(() => ''));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new PgliteInUseError(`the embedded database at ${dataDir} is in use by process ${holder} (folio start?): stop it first, or use PostgreSQL (DATABASE_URL)`);
    }
    await rm(path, { force: true });
  }
}

export class PgliteInUseError extends Error {
  override name = 'PgliteInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
