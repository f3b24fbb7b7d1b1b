import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { productListings } from '../catalogue/listings.ts';
import { PRODUCT_NOT_FOUND_HEAD, productPageHead } from '../catalogue/productPageHead.ts';
import { productById } from '../catalogue/cataloguePages.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_LOCALE, LOCALE_INTL_TAGS, type SiteInfo } from '@nirmaan/core/pure';
import { siteHead } from '../site/siteHead.ts';
import { appendToHead, jsonForScriptElement, withPageHead, withPageLanguage, type PageHead } from './pageHead.ts';
import { answerInLanguage, requestLocale } from './requestLanguage.ts';

/*
 * The host app: its built files (host-app/dist) and its pages. Every page is index.html (the app
 * routes in the browser); a product page's index.html carries the product's title, description and
 * schema.org data, every other page the site's (the product list's at /products) in the language of
 * the request's Accept-Language, which the app starts in too (navigator.languages), with `<html lang>`
 * to match. Vite's hashed files under /assets/ never change, so browsers keep them a year;
 * pages are checked on every visit, so a new build is picked up at once. The build writes .br and
 * .gz copies of the text files (host-app/precompress.ts), sent to browsers that accept them.
 */

/** Vite names every file under /assets/ by a hash of its content. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

/** The embed's chunks and fonts are named by their hash (rollup.config.mjs: chunks/[hash].js, fonts/<name>-<hash>.woff2); its loader and styles keep their names. */
export function embedFileCache(path: string): string {
  return path.includes(`${sep}chunks${sep}`) || path.includes(`${sep}fonts${sep}`) ? HASHED_ASSET_CACHE : PAGE_CACHE;
}

/** Sends an HTML page (compressed by @fastify/compress for browsers that accept it, ./compression.ts). */
function sendHtml(reply: FastifyReply, html: string, status: number): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(html);
}

/** A browser asking for a page (not the API, not a script's fetch of a missing file). */
function wantsPage(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

/** The head of /products/{id} and its status: 404 (still the app, which shows "Product not found") when there is no such product. */
async function productPage(db: Database, productId: string, publicUrl: string | undefined): Promise<{ head: PageHead; status: number }> {
  const id = Number(productId);
  const product = /^\d+$/.test(productId) && Number.isSafeInteger(id) && id > 0 ? await productById(db, id) : null;
  if (!product) return { head: PRODUCT_NOT_FOUND_HEAD, status: 404 };
  return { head: productPageHead(product, (await productListings(db, id, null, 1)) ?? [], publicUrl), status: 200 };
}

/** The id of the data block that carries GET /api/v1/site's answer in every page (host-app/src/main.tsx reads it). */
export const SITE_INFO_ELEMENT_ID = 'nirmaan-site';

/**
 * Serves the built host app from `root`: its files, `/`, and `/products/{id}` with the product's head
 * when a database is given, and every other page path with the app's index.html. With `siteInfo`,
 * every page carries it as a JSON data block, so the app knows the site's mode on its first paint.
 */
export async function registerHostApp(
  app: FastifyInstance,
  root: string,
  db?: Database,
  siteInfo?: () => Promise<SiteInfo>,
  publicUrl?: string,
): Promise<void> {
  const indexFile = join(root, 'index.html');
  // The hashed assets under one wildcard route; the few files beside index.html a route each (the
  // pages' catch-all below owns every other path). A route per asset (671 of them, GET and HEAD) cost
  // the router ~180 ms of every start (issue 30, quick start).
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', HASHED_ASSET_CACHE),
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', PAGE_CACHE),
  });

  // Read on every page view (the file system caches it): a rebuild while the server runs is served at once.
  /** Answers with the app's index.html, with the page's own head when given, else the site's in the request's language. */
  const siteInfoBlock = async () =>
    siteInfo && `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${jsonForScriptElement(await siteInfo())}</script>`;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, head?: PageHead, status = 200): Promise<FastifyReply> => {
    // A product's head is in the catalogue's words (English); the site's is in the request's language.
    const locale = head ? DEFAULT_LOCALE : requestLocale(request);
    answerInLanguage(reply, locale);
    const indexHtml = withPageLanguage(await readFile(indexFile, 'utf8'), LOCALE_INTL_TAGS[locale]);
    const page = withPageHead(indexHtml, head ?? siteHead(request.url, locale));
    const block = await siteInfoBlock();
    return sendHtml(reply, block ? appendToHead(page, block) : page, status);
  };

  app.get('/', (request, reply) => sendPage(request, reply));
  if (db) {
    app.get<{ Params: { productId: string } }>('/products/:productId', async (request, reply) => {
      let page: { head: PageHead; status: number } | undefined;
      try {
        page = await productPage(db, request.params.productId, publicUrl);
      } catch (error) {
        // The app still loads the product itself (and offers Retry); the page only lacks its head.
        request.log.error({ err: error }, 'product page head not available');
      }
      return sendPage(request, reply, page?.head, page?.status);
    });
  }
  // Every other page path is the app too (it routes in the browser and shows its own "not found"):
  // a route rather than the not-found handler, so that @fastify/compress, which hooks into routes, compresses it.
  app.get('/*', (request, reply) => (wantsPage(request) ? sendPage(request, reply) : reply.callNotFound()));
}
