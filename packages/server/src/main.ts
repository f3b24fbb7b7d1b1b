import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp({ logger: process.env.LOG_LEVEL !== 'silent' });
await app.listen({ port, host });
console.log(`Nirmaan is running at http://localhost:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
