import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate.ts';
import { wrapPglite } from './pglite-database.ts';

/** `node pglite-template-main.js <dir>`: a new PGlite data folder at <dir>, migrated (see create-pglite-folder.ts). */
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-template-main <data folder>');
const db = wrapPglite(new PGlite({ dataDir }));
await db.pglite.waitReady;
await migrate(db);
await db.close();
