// DATA_DIR holds the embedded database, media and generated secrets: only the server's own user may
// read it. The folder is 0700 and the process umask 077, so files created later are private; PGlite
// unpacks its initial database with explicit 0666 modes (a chmod, which the umask does not narrow), so
// the tree is tightened again once the database is open — which also fixes what older releases left.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_UMASK = 0o077;

/** Removes group and other access from a folder and everything under it (symbolic links left alone). */
function restrictTree(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) restrictTree(join(path, name));
}

/**
 * Creates DATA_DIR 0700 (or tightens it and everything in it) and makes every file the process creates
 * from now on private. Call it before the database opens and again once it is open.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictTree(dataDir);
}
