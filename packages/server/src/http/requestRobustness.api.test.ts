import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../testing/sellerFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { UNREADABLE_UPLOAD } from './uploadErrors.ts';

// Issue 23, item 9: malformed multipart bodies answered 500 with a stack in the log, and a body
// trickled a byte at a time kept its connection for minutes.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { requestTimeout: 1_000 });
});
afterAll(() => server.close());

const MALFORMED_BODIES = [
  'not a multipart body at all',
  '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname,phone\r\n', // ends mid-part
  '--XYZ\r\nthis is no header\r\n\r\nabc\r\n--XYZ--\r\n',
  '--XYZ\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--XYZ--\r\n',
];
const CONTENT_TYPES = ['multipart/form-data; boundary=XYZ', 'multipart/form-data', 'multipart/form-data; boundary='];

describe('malformed uploads', () => {
  it('answer 400 with a plain message on every upload route, never 500', async () => {
    const seller = await createSeller(server.db);
    const routes = ['/api/v1/sellers/me/listings/upload', '/api/v1/crm/contacts/import', '/api/v1/crm/leads/import', '/api/v1/real-estate/listings'];
    const answers: string[] = [];
    for (const path of routes) {
      for (const body of MALFORMED_BODIES) {
        for (const type of CONTENT_TYPES) {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': type, authorization: `Bearer ${seller.token}` },
            body,
          });
          const answer = (await response.json()) as { detail?: string };
          if (response.status >= 500 || response.status < 400) answers.push(`${path} ${type} ${JSON.stringify(body).slice(0, 30)}: ${response.status}`);
          if (response.status === 400 && answer.detail === UNREADABLE_UPLOAD) continue;
          if (response.status !== 400) answers.push(`${path} ${type}: ${response.status} ${answer.detail}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});

describe('a client sending its request too slowly', () => {
  it('is answered 408 and disconnected once the request timeout passes, however often it sends a byte', async () => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    const started = performance.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
    socket.write('POST /api/v1/quotes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const elapsed = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeLessThan(10_000);
  }, 20_000);
});
