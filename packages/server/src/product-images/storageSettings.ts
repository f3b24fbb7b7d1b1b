import { ConfigError } from '../configError.ts';

/** Where product images are stored: the database (default) or an S3-compatible object store. */
export type FileStorageSettings =
  { kind: 'database' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

type Env = Record<string, string | undefined>;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * FILE_STORAGE=database (or unset): files in the database's stored_files table. FILE_STORAGE=s3: an
 * S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...) at S3_ENDPOINT, path-style, in S3_BUCKET,
 * signed with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for S3_REGION (default us-east-1).
 */
export function fileStorageFrom(env: Env): FileStorageSettings {
  const kind = env.FILE_STORAGE?.trim() || 'database';
  if (kind === 'database') return { kind };
  if (kind !== 's3') throw new ConfigError(`FILE_STORAGE must be "database" or "s3", not "${kind}"`);
  const missing = S3_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new ConfigError(`FILE_STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(endpoint))
    throw new ConfigError('S3_ENDPOINT must be an http:// or https:// address, such as https://s3.ap-south-1.amazonaws.com');
  return {
    kind,
    endpoint,
    bucket: env.S3_BUCKET!.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
  };
}
