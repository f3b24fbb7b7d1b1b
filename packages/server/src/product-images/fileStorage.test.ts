import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../configError.ts';
import { S3FileStorage } from './fileStorage.ts';
import { fileStorageFrom } from './storageSettings.ts';

const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';

/**
 * A stand-in S3 endpoint: keeps objects in memory and, like S3, refuses any request whose SigV4
 * signature (recomputed here from the secret) or payload hash does not match.
 */
const objects = new Map<string, { bytes: Buffer; contentType: string }>();
const seen: Array<{ method: string; path: string; authorization: string }> = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const authorization = String(request.headers.authorization ?? '');
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      seen.push({ method, path, authorization });
      const expected = await new AwsV4Signer({
        method,
        url: `http://${request.headers.host}${path}`,
        headers: { 'x-amz-content-sha256': String(request.headers['x-amz-content-sha256']), 'x-amz-date': String(request.headers['x-amz-date']) },
        datetime: String(request.headers['x-amz-date']),
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET,
        region: 'ap-south-1',
        service: 's3',
      }).sign();
      const payloadHash = createHash('sha256').update(body).digest('hex');
      const hashOk = method !== 'PUT' || request.headers['x-amz-content-sha256'] === payloadHash;
      if (authorization !== expected.headers.get('authorization') || !hashOk) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (method === 'PUT') {
        objects.set(path, { bytes: body, contentType: String(request.headers['content-type']) });
        response.writeHead(200).end();
      } else if (method === 'GET') {
        const object = objects.get(path);
        if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
      } else if (method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = (secretAccessKey = SECRET) =>
  new S3FileStorage({ kind: 's3', endpoint, bucket: 'nirmaan-photos', region: 'ap-south-1', accessKeyId: ACCESS_KEY, secretAccessKey });

describe('S3FileStorage', () => {
  it('puts, gets and deletes objects path-style in the bucket, every request signed with SigV4 for the region', async () => {
    const bytes = Buffer.from('not really a jpeg, but bytes all the same');
    await storage().put('0123456789abcdef0123456789abcdef.jpg', 'image/jpeg', bytes);
    expect(objects.get('/nirmaan-photos/0123456789abcdef0123456789abcdef.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await storage().get('0123456789abcdef0123456789abcdef.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    await storage().delete('0123456789abcdef0123456789abcdef.jpg');
    expect(await storage().get('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('fails loudly when the store refuses the signature (a wrong secret), rather than losing the file', async () => {
    await expect(storage('wrong-secret').put('fedcba9876543210fedcba9876543210.webp', 'image/webp', Buffer.from('x'))).rejects.toThrow(/answered 403/);
    expect(objects.has('/nirmaan-photos/fedcba9876543210fedcba9876543210.webp')).toBe(false);
  });
});

describe('FILE_STORAGE', () => {
  it('is the database by default, and S3 with every variable it needs', () => {
    expect(fileStorageFrom({})).toEqual({ kind: 'database' });
    expect(
      fileStorageFrom({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toEqual({ kind: 's3', endpoint: 'https://minio.internal:9000', bucket: 'photos', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b' });
    expect(() => fileStorageFrom({ FILE_STORAGE: 's3', S3_BUCKET: 'photos' })).toThrow(
      new ConfigError('FILE_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'),
    );
    expect(() => fileStorageFrom({ FILE_STORAGE: 'disk' })).toThrow(ConfigError);
  });
});
