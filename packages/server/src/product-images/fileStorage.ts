import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { storedFiles } from '../db/schema.ts';
import type { FileStorageSettings } from './storageSettings.ts';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where product image files live, read by every server instance alike. Keys are content-hashed
 * (the bytes of a key never change), so storing a key that exists is a no-op.
 */
export interface FileStorage {
  put(key: string, contentType: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Files as rows of stored_files (bytea): the default, nothing to set up. */
export class DatabaseFileStorage implements FileStorage {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async put(key: string, contentType: string, bytes: Buffer): Promise<void> {
    await this.db.insert(storedFiles).values({ key, contentType, bytes }).onConflictDoNothing();
  }

  async get(key: string): Promise<StoredFile | null> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.key, key))
      .limit(1);
    return row ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}

/** Files in a bucket of an S3-compatible store, addressed path-style (endpoint/bucket/key), requests signed with SigV4. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(settings: Extract<FileStorageSettings, { kind: 's3' }>, fetchImpl: typeof fetch = fetch) {
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
    this.bucketUrl = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
    this.fetchImpl = fetchImpl;
  }

  private async send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const request = await this.client.sign(`${this.bucketUrl}/${encodeURIComponent(key)}`, {
      method,
      headers: init.headers ?? {},
      ...(init.body ? { body: new Uint8Array(init.body) } : {}),
    });
    return this.fetchImpl(request);
  }

  async put(key: string, contentType: string, bytes: Buffer): Promise<void> {
    // The payload's hash is signed too, so the store refuses a body changed on the way.
    const payloadHash = createHash('sha256').update(bytes).digest('hex');
    const response = await this.send('PUT', key, { body: bytes, headers: { 'content-type': contentType, 'x-amz-content-sha256': payloadHash } });
    if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}: ${await response.text()}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}: ${await response.text()}`);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}: ${await response.text()}`);
  }
}

const storages = new WeakMap<Database, FileStorage>();

/** The storage the settings name (one per database, so every route of a server shares it). */
export function fileStorageFor(db: Database, settings: FileStorageSettings | undefined): FileStorage {
  if (settings?.kind === 's3') {
    let storage = storages.get(db);
    if (!storage) {
      storage = new S3FileStorage(settings);
      storages.set(db, storage);
    }
    return storage;
  }
  return new DatabaseFileStorage(db);
}
