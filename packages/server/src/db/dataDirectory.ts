import { accessSync, chmodSync, closeSync, constants, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../configError.ts';

/**
 * Makes `dir` (and its parents) if missing, keeps it private to the server's user (0700: the
 * database files and the JWT secret are in it) and checks it is writable, so a read-only or
 * foreign directory stops the start with its path rather than with an engine's stack trace.
 */
export function preparePrivateDirectory(dir: string, variable = 'DATA_DIR'): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `${variable} ${dir} cannot be used (${code}): the server needs a directory it may create and write. Choose another ${variable} or fix its owner and permissions.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on a PGlite data directory: a `server.lock` file holding the owner's process
 * id, made with O_EXCL so two starts cannot both make it. A lock whose process is gone (a crash,
 * kill -9) is taken over. PGlite has no lock of its own, and two servers writing one directory lost
 * acknowledged writes. Answers the release function.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new ConfigError(`The database in ${dir} is in use by another server (process ${owner}). Stop that one first, or give this one another DATA_DIR.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`Could not lock the database in ${dir}: ${file} keeps coming back. Is another server starting there?`);
}
