import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { REAL_ESTATE_IMAGE_KINDS } from '@nirmaan/core/pure';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { fileStorageFor as sharedFileStorageFor, type FileStorage as SharedFileStorage } from '../product-images/fileStorage.ts';

/**
 * Where uploaded files (real-estate images) are kept. Names are made by the server, never taken
 * from the upload.
 */
export interface FileStorage {
  /** Stores the bytes under a new name in `folder` and answers the stored path ('folder/uuid.ext'). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** The bytes stored at a path `save` answered, or null. */
  read(path: string): Promise<Buffer | null>;
}

const SAFE_PATH = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

const MIME_OF_EXTENSION = new Map<string, string>(Object.values(REAL_ESTATE_IMAGE_KINDS).map((kind) => [kind.extension, kind.mime]));

/**
 * Files that earlier versions wrote to `DATA_DIR/uploads` on one machine: read only, so images
 * uploaded before the shared storage still show (on the machine that has them).
 */
export class LegacyUploadsDirectory {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** The bytes of a path `save` once answered, or null (also for any path that is not such a name). */
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

/**
 * Uploads in the storage every server instance shares (the database's stored_files, or the S3
 * bucket FILE_STORAGE names), under 'folder/uuid.ext' keys, which the public /images/ route never
 * serves (it takes content-hashed names only). Reads fall back to the legacy directory.
 */
export class SharedUploadStorage implements FileStorage {
  private readonly shared: SharedFileStorage;
  private readonly legacy: LegacyUploadsDirectory | null;

  constructor(shared: SharedFileStorage, legacy: LegacyUploadsDirectory | null) {
    this.shared = shared;
    this.legacy = legacy;
  }

  async save(folder: string, extension: string, bytes: Buffer): Promise<string> {
    const path = `${folder}/${randomUUID()}.${extension}`;
    if (!SAFE_PATH.test(path)) throw new Error(`unsafe storage path ${path}`);
    await this.shared.put(path, MIME_OF_EXTENSION.get(extension) ?? 'application/octet-stream', bytes);
    return path;
  }

  async read(path: string): Promise<Buffer | null> {
    if (!SAFE_PATH.test(path)) return null;
    const stored = await this.shared.get(path);
    return stored ? stored.bytes : ((await this.legacy?.read(path)) ?? null);
  }
}

/**
 * The upload storage of a server: the shared file storage of its configuration (FILE_STORAGE),
 * reading older uploads from `DATA_DIR/uploads` when the data directory is on disk.
 */
export function uploadStorageFor(db: Database, config: Pick<ServerConfig, 'dataDir' | 'fileStorage'>): FileStorage {
  const legacy = config.dataDir.startsWith('memory://') ? null : new LegacyUploadsDirectory(join(config.dataDir, 'uploads'));
  return new SharedUploadStorage(sharedFileStorageFor(db, config.fileStorage), legacy);
}
