import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** One POST a test receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed: `{ id, type, created_at, data }`. */
  event: { id: string; type: string; created_at: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A webhook receiver on 127.0.0.1 for the tests: records every POST and answers the statuses it is told. */
export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The statuses of the next answers, in order; 200 once they run out. */
  answerWith: (...statuses: number[]) => void;
  /** Resolves with the first received webhook `matches` accepts (checking every 25 ms, for up to `ms`). */
  waitFor: (matches: (webhook: ReceivedWebhook) => boolean, ms?: number) => Promise<ReceivedWebhook>;
  close: () => Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (on `port`, or a free one). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, event: JSON.parse(body) });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok, thanks' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}/hooks`,
    port: bound,
    received,
    answerWith: (...next) => void statuses.push(...next),
    waitFor: async (matches, ms = 15_000) => {
      const until = Date.now() + ms;
      for (;;) {
        const found = received.find(matches);
        if (found) return found;
        if (Date.now() > until)
          throw new Error(`no matching webhook within ${ms} ms; got ${received.map((webhook) => webhook.event.type).join(', ') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
