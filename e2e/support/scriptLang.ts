import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/*
 * Whether each text says in which language it is (issue 32): a screen reader picks its voice, and a
 * browser its font and line breaking, by the nearest `lang`. Kannada letters must be under a `lang`
 * of kn, Tamil under ta, Devanagari under hi, and English words under en; Latin words that every
 * language keeps (the glossaries' `keep` words: TMT, M-Sand, sqft…), product names and other
 * seller-entered words, and tokens with digits (12mm, 53, OPC-53) may stand in any. The seller-entered
 * words are those of the data the page was given (recordDataWords: every string of every JSON answer
 * it read, from the API or a story's fake API, and the JSON blocks the server wrote into it):
 * product, category, seller and place names, units.
 */

/**
 * Runs in the page before its scripts (an init script; no imports, no closures): keeps the Latin words
 * of every JSON answer the page reads (Response's text() and json()), lower case, in
 * `window.__nirmaanDataWords`, for scriptLangReport.
 */
export function recordDataWords(): void {
  const words = new Set<string>();
  (window as unknown as { __nirmaanDataWords: Set<string> }).__nirmaanDataWords = words;
  const addWords = (text: string) => {
    for (const word of text.match(/[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g) ?? []) words.add(word.toLowerCase());
  };
  // A product's specifications are keyed by the names its seller gave them ({ Weight: '50 kg' }).
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string') addWords(value);
    else if (Array.isArray(value)) value.forEach((item) => collect(item));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) {
        if (key === 'specifications') addWords(name);
        collect(item, name);
      }
  };
  const { text, json } = Response.prototype;
  Response.prototype.text = async function textRecorded(this: Response) {
    const body = await text.call(this);
    if (this.headers.get('content-type')?.includes('json')) {
      try {
        collect(JSON.parse(body));
      } catch {
        // not JSON after all: nothing to keep
      }
    }
    return body;
  };
  Response.prototype.json = async function jsonRecorded(this: Response) {
    const body: unknown = await json.call(this);
    collect(body);
    return body;
  };
}

/** Each script's letters, as a regular expression's source: Kannada, Tamil, Devanagari (Hindi). */
export const SCRIPT_LETTERS = {
  kn: '[\\u0C80-\\u0CFF]',
  ta: '[\\u0B80-\\u0BFF]',
  hi: '[\\u0900-\\u097F\\uA8E0-\\uA8FF]',
} as const;

/** The glossaries' keep-words (every language's), lower case. */
export function glossaryKeepWords(root = process.cwd()): string[] {
  const folder = join(root, 'packages/widgets/src/locale-shared/glossary');
  return ['kn', 'ta', 'hi'].flatMap((locale) =>
    Object.keys((JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as { keep: Record<string, string> }).keep).map((word) => word.toLowerCase()),
  );
}

/**
 * The Latin words of every string in `value` (objects and arrays walked), lower case: data given to a
 * page other than by an answer. With `keys`, the objects' keys too (a product's specifications are
 * keyed by the names its seller gave them: { Weight: '50 kg' }).
 */
export function latinWordsOf(value: unknown, { keys = false } = {}): string[] {
  if (typeof value === 'string') return (value.match(/[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g) ?? []).map((word) => word.toLowerCase());
  if (Array.isArray(value)) return value.flatMap((item) => latinWordsOf(item, { keys }));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [...(keys ? latinWordsOf(key) : []), ...latinWordsOf(item, { keys })]);
  return [];
}

/** What the page's text under `scope` is in: how many text nodes of each script, and each one under the wrong `lang`. */
export interface ScriptLangReport {
  /** Text nodes holding each script's letters (Latin: words not allowed anywhere). */
  counts: Record<'latin' | 'kn' | 'ta' | 'hi', number>;
  /** One line per text node whose nearest `lang` is not its script's. */
  problems: string[];
}

/**
 * Runs in the page (serialised by Playwright: no imports, no closures): every text node under
 * `scope` and the open shadow roots in it (scripts and styles aside), hidden ones too (a closed menu
 * is read once open), with its nearest `lang` (through shadow hosts; <html>'s at the top).
 */
export function scriptLangReport({
  scope,
  latinAnywhere,
  scriptLetters,
}: {
  scope: string;
  latinAnywhere: readonly string[];
  scriptLetters: typeof SCRIPT_LETTERS;
}): ScriptLangReport {
  const dataWords = (window as unknown as { __nirmaanDataWords?: Set<string> }).__nirmaanDataWords ?? new Set<string>();
  const allowed = new Set([...latinAnywhere.map((word) => word.toLowerCase()), ...dataWords]);
  // The data the server wrote into the page (the site info's block): its words are data too.
  const allowValues = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g) ?? []) allowed.add(word.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(allowValues);
  };
  for (const block of document.querySelectorAll('script[type="application/json"]')) {
    try {
      allowValues(JSON.parse(block.textContent ?? ''));
    } catch {
      // not JSON: no data
    }
  }
  const counts = { latin: 0, kn: 0, ta: 0, hi: 0 };
  const problems: string[] = [];
  const root = document.querySelector(scope);
  if (!root) return { counts, problems: [`nothing matches ${scope}`] };
  const scripts = (Object.keys(scriptLetters) as Array<keyof typeof scriptLetters>).map((script) => [script, new RegExp(scriptLetters[script])] as const);
  const up = (node: Node): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  const langOf = (element: Element): string => {
    for (let node: Element | null = element; node; node = up(node)) {
      const lang = node.getAttribute('lang');
      if (lang !== null) return lang;
    }
    return '';
  };
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('href') ?? element.getAttribute('role');
    return `<${element.localName}${element.id ? `#${element.id}` : ''}${label ? ` ${JSON.stringify(label.slice(0, 30))}` : ''}>`;
  };
  const where = (element: Element) => {
    const path = [name(element)];
    for (let node = up(element); node && path.length < 4 && node !== document.body; node = up(node)) path.push(name(node));
    return path.join(' in ');
  };
  const texts: Text[] = [];
  const collect = (top: Node) => {
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) texts.push(node);
      else if ((node as Element).shadowRoot) collect((node as Element).shadowRoot as ShadowRoot);
    }
  };
  collect(root);
  if (root.shadowRoot) collect(root.shadowRoot);
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent || !/\S/.test(text.data) || parent.closest('script, style, noscript, template')) continue;
    const lang = langOf(parent).split(/[-_]/)[0]?.toLowerCase() ?? '';
    const shown = JSON.stringify(text.data.replace(/\s+/g, ' ').trim().slice(0, 40));
    for (const [script, letters] of scripts) {
      if (!letters.test(text.data)) continue;
      counts[script] += 1;
      if (lang !== script) problems.push(`${script} text ${shown} under lang="${langOf(parent)}": ${where(parent)}`);
    }
    // Words of Latin letters (a hyphen or apostrophe inside: M-Sand), not in tokens with digits (12mm,
    // OPC-53); a word joined to another script's ending (Nirmaan-இல்) is the Latin part.
    const latin = text.data
      .split(/[^\p{L}\p{M}\p{N}'’-]+/u)
      .filter((token) => !/\d/.test(token))
      .flatMap((token) => token.match(/[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g) ?? [])
      .filter((word) => word.length > 1 && !allowed.has(word.toLowerCase()));
    if (latin.length === 0) continue;
    counts.latin += 1;
    if (lang !== 'en') problems.push(`English text ${shown} (${latin.slice(0, 3).join(', ')}) under lang="${langOf(parent)}": ${where(parent)}`);
  }
  return { counts, problems };
}

/** scriptLangReport in `page`. */
export function scriptLangOn(page: Page, scope: string, latinAnywhere: readonly string[]): Promise<ScriptLangReport> {
  return page.evaluate(scriptLangReport, { scope, latinAnywhere, scriptLetters: SCRIPT_LETTERS });
}
