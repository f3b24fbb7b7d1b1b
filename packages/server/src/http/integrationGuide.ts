import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DOCS_DIR } from '../paths.ts';
import { notFound } from './errors.ts';

/** The guides served beside the OpenAPI document, by their file name in docs/ (webhooks.md comes with the webhooks). */
export const GUIDE_PAGES = ['integrate-api', 'api-versioning', 'api-changelog', 'webhooks'] as const;

const guideParams = z.object({ page: z.enum(GUIDE_PAGES) });

/** Readable on a phone: long code lines and tables scroll inside their box instead of widening the page. */
const GUIDE_STYLE =
  'body{max-width:48rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5}' +
  'pre,table{display:block;overflow-x:auto}pre{background:#f4f4f4;padding:.75rem}' +
  'table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}';

/** A guide's markdown as a page: links between the guides (`webhooks.md`) point at their served pages. */
export function guideHtml(markdown: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Nirmaan API';
  const body = (marked.parse(markdown, { async: false }) as string).replace(/href="([a-z-]+)\.md(#[^"]*)?"/g, 'href="/api/docs/guide/$1$2"');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Nirmaan API</title>
<style>${GUIDE_STYLE}</style></head>
<body>
<p><a href="/api/docs">← API reference</a></p>
${body}
</body>
</html>
`;
}

/**
 * Serves docs/integrate-api.md and the guides it links as HTML under /api/docs/guide/, so the
 * OpenAPI document's description (and so /api/docs) can link to them. Outside /api/v1: not part of
 * the contract, and hidden from the document.
 */
export async function integrationGuideRoutes(app: FastifyInstance, docsDir: string = DOCS_DIR): Promise<void> {
  // The guides' folder itself (a trimmed address) opens the first guide rather than a 404.
  for (const folder of ['/api/docs/guide', '/api/docs/guide/']) {
    app.get(folder, { schema: { hide: true } }, async (_request, reply) => reply.redirect('/api/docs/guide/integrate-api'));
  }
  app.get('/api/docs/guide/:page', { schema: { hide: true } }, async (request, reply) => {
    const params = guideParams.safeParse(request.params);
    // The error handler says the 404 in the reader's language.
    if (!params.success) throw notFound();
    const markdown = await readFile(join(docsDir, `${params.data.page}.md`), 'utf8').catch(() => null);
    if (markdown === null) throw notFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(guideHtml(markdown));
  });
}
