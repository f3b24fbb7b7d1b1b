import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ServerConfig } from '../config.ts';

/**
 * Where uploaded files (real-estate images) are kept, behind an interface so another store (an
 * object store) can take the local directory's place. Names are made by the server, never taken
 * from the upload.
 */
export interface FileStorage {
  /** Stores the bytes under a new name in `folder` and answers the stored path ('folder/uuid.ext'). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** The bytes stored at a path `save` answered, or null. */
  read(path: string): Promise<Buffer | null>;
}

const SAFE_PATH = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Files in a directory on this machine (by default `DATA_DIR/uploads`). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async save(folder: string, extension: string, bytes: Buffer): Promise<string> {
    const path = `${folder}/${randomUUID()}.${extension}`;
    if (!SAFE_PATH.test(path)) throw new Error(`unsafe storage path ${path}`);
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    return path;
  }

  async read(path: string): Promise<Buffer | null> {
    if (!SAFE_PATH.test(path)) return null;
    const file = resolve(this.root, path);
    if (!file.startsWith(resolve(this.root) + sep)) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }
}

/** Files kept in memory: for a server whose data directory is in memory (tests). */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async save(folder: string, extension: string, bytes: Buffer): Promise<string> {
    const path = `${folder}/${randomUUID()}.${extension}`;
    this.files.set(path, Buffer.from(bytes));
    return path;
  }

  async read(path: string): Promise<Buffer | null> {
    return this.files.get(path) ?? null;
  }
}

const storages = new WeakMap<object, FileStorage>();

/**
 * The storage of a configuration (one per configuration object, so every route of a server shares
 * it): `DATA_DIR/uploads`, or memory when the data directory is 'memory://'.
 */
export function fileStorageFor(config: Pick<ServerConfig, 'dataDir'>): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.dataDir.startsWith('memory://') ? new MemoryFileStorage() : new LocalFileStorage(join(config.dataDir, 'uploads'));
    storages.set(config, storage);
  }
  return storage;
}
