import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Msg91StandIn {
  /** The flow endpoint to configure as MSG91_API_URL. */
  url: string;
  received: ReceivedRequest[];
  /** What the next answers are: MSG91's success by default. */
  answerWith: (status: number, body: unknown, delayMs?: number) => void;
  close: () => Promise<void>;
}

/**
 * A stand-in for MSG91's Flow API (https://control.msg91.com/api/v5/flow) on a loopback port: it
 * records every request and answers as MSG91 documents, `{"type": "success", "message": <request id>}`.
 */
export async function startMsg91StandIn(): Promise<Msg91StandIn> {
  const received: ReceivedRequest[] = [];
  let answer = { status: 200, body: { type: 'success', message: '3763646c3058313530343233' } as unknown, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text: the test will say it was not JSON
      }
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const { status, body: answerBody, delayMs } = answer;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answerBody)), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    received,
    answerWith: (status, body, delayMs = 0) => (answer = { status, body, delayMs }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The code in the last OTP the stand-in was asked to send. */
export function lastCodeSent(standIn: Msg91StandIn, variable = 'otp'): string {
  const body = standIn.received.at(-1)?.body as { recipients?: Array<Record<string, string>> } | undefined;
  const code = body?.recipients?.[0]?.[variable];
  if (!code) throw new Error('the MSG91 stand-in received no OTP');
  return code;
}
