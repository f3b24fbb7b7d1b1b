import { statfs } from 'node:fs/promises';

/** PostgreSQL's disk_full, and the operating system's "no space" and "over quota". */
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** How long after a write failed for want of space the server says it is not ready. */
export const STORAGE_FULL_NOT_READY_MS = 60_000;

/** Below this much free space in DATA_DIR (PGlite's files, uploads) the server says it is not ready. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export const STORAGE_FULL_MESSAGE = 'The server cannot save anything at the moment: its storage is full. Please try again later.';

/** Whether an error (or its cause) says the disk or the database's disk is full. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    if (/no space left on device|could not extend file/i.test(String((current as { message?: unknown }).message ?? ''))) return true;
    if ((current as { cause?: unknown }).cause === current) break;
  }
  return false;
}

let lastStorageFullAt = Number.NEGATIVE_INFINITY;

/** Remembers that a write just failed for want of space (this instance's readiness reports it). */
export function noteStorageFull(now = Date.now()): void {
  lastStorageFullAt = now;
}

export function storageFullRecently(now = Date.now()): boolean {
  return now - lastStorageFullAt < STORAGE_FULL_NOT_READY_MS;
}

/** Free bytes for an unprivileged writer in the file system holding `dir`, or null when it cannot be told (no such directory). */
export async function freeBytesIn(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
