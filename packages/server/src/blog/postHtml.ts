import sanitizeHtml from 'sanitize-html';
import { isHttpUrl } from '@nirmaan/core/pure';

/*
 * Blog post bodies are HTML written by admins and shown to every visitor, so they are cleaned on
 * the server before they are stored, with an allow-list (sanitize-html): headings, paragraphs,
 * lists, links (http, https, mailto; rel noopener added), images (http, https), tables, emphasis,
 * blockquotes and code. Everything else (scripts, event handlers, styles, iframes, SVG, forms...) is
 * dropped; the text of a dropped wrapper stays, the content of script/style-like tags does not.
 */

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT = ['p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'figure', 'figcaption'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...LISTS, ...TABLES, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: {
    // The page's h1 is the post title; a heading in the body starts at h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: { ...rest, rel: 'noopener noreferrer', ...(external ? { target: '_blank' } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Addresses must be absolute (relative ones are not http, https or mailto): an image without one
  // is dropped, a link without one keeps its text only.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isHttpUrl(frame.attribs.src ?? '');
    if (frame.tag === 'a') return isHttpUrl(frame.attribs.href ?? '') || /^mailto:[^\s]+$/i.test(frame.attribs.href ?? '') ? false : 'excludeTag';
    return false;
  },
};

/** The body as stored and served: only allow-listed tags, attributes and address schemes. */
export function cleanPostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether cleaned HTML still shows something: text, or an image. */
export function hasVisibleContent(cleanHtml: string): boolean {
  if (/<img\s/i.test(cleanHtml)) return true;
  return sanitizeHtml(cleanHtml, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}

/** Minutes to read cleaned HTML at about 200 words a minute, at least 1. */
export function readTimeOf(cleanHtml: string): number {
  const words = sanitizeHtml(cleanHtml, { allowedTags: [], allowedAttributes: {} }).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
