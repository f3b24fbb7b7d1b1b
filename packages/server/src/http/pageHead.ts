import escapeHtml from 'escape-html';

/*
 * Writes a page's title, description and structured data into the host app's index.html, so that
 * crawlers and link previews read them without running the app's scripts.
 */

/** What a page's <head> says before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** schema.org data, written as <script type="application/ld+json">. */
  structuredData?: object;
  /** What a shared link shows (WhatsApp, Facebook, X...): Open Graph and Twitter card tags beside the title and description. */
  preview?: LinkPreview;
}

/** A page's link preview: its kind, and with the site's public address (PUBLIC_URL) its address and photo. */
export interface LinkPreview {
  type: 'website' | 'product';
  /** The page's absolute address (also its canonical link). */
  url?: string;
  image?: { url: string; width: number; height: number; alt: string };
}

/**
 * JSON for a <script type="application/ld+json"> data block: `<`, `>` and `&` written as \u escapes
 * (same value for a JSON parser), so no text in it (a product named "</script><script>...") can
 * close the element or open a comment; U+2028/2029 escaped for old JavaScript parsers.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
const HEAD_END = /<\/head>/i;
const TITLE_END = /<\/title>/i;

/** Adds an element at the end of the head (or after the title where </head> is left out, as HTML allows). */
export function appendToHead(html: string, element: string): string {
  if (HEAD_END.test(html)) return html.replace(HEAD_END, () => `  ${element}\n  </head>`);
  if (TITLE_END.test(html)) return html.replace(TITLE_END, (end) => `${end}${element}`);
  throw new Error('index.html has neither </head> nor <title>: nowhere to put the page head');
}

function replaceOrAppend(html: string, pattern: RegExp, element: string): string {
  return pattern.test(html) ? html.replace(pattern, () => element) : appendToHead(html, element);
}

const SITE_NAME = 'Nirmaan';

/** The <meta> and <link> elements of a link preview, their values escaped. */
export function linkPreviewElements(head: Pick<PageHead, 'title' | 'description'>, preview: LinkPreview): string[] {
  const meta = (key: 'property' | 'name', name: string, content: string | number) => `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  const elements = [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  ];
  if (preview.url) elements.push(meta('property', 'og:url', preview.url), `<link rel="canonical" href="${escapeHtml(preview.url)}" />`);
  if (preview.image) {
    const { url, width, height, alt } = preview.image;
    elements.push(
      meta('property', 'og:image', url),
      meta('property', 'og:image:width', width),
      meta('property', 'og:image:height', height),
      meta('property', 'og:image:alt', alt),
    );
  }
  elements.push(meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'));
  return elements;
}

const HTML_START = /<html\b[^>]*>/i;
const LANG = /\slang=(["'])[^"']*\1/i;

/** index.html with `<html lang>` set to the page's language (a BCP 47 tag: ta-IN). */
export function withPageLanguage(indexHtml: string, tag: string): string {
  return indexHtml.replace(HTML_START, (start) =>
    LANG.test(start) ? start.replace(LANG, () => ` lang="${escapeHtml(tag)}"`) : start.replace(/>$/, () => ` lang="${escapeHtml(tag)}">`),
  );
}

/** index.html with the page's <title> and meta description in place of the site-wide ones, its link preview and its JSON-LD. */
export function withPageHead(indexHtml: string, head: PageHead): string {
  let html = replaceOrAppend(indexHtml, TITLE, `<title>${escapeHtml(head.title)}</title>`);
  html = replaceOrAppend(html, DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  for (const element of head.preview ? linkPreviewElements(head, head.preview) : []) html = appendToHead(html, element);
  if (head.structuredData) html = appendToHead(html, `<script type="application/ld+json">${jsonForScriptElement(head.structuredData)}</script>`);
  return html;
}
