import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@nirmaan/core/pure';
import type { Messages } from './messages/compiled/messages.js';
import en from './messages/compiled/en.js';
import hi from './messages/compiled/hi.js';
import kn from './messages/compiled/kn.js';
import ta from './messages/compiled/ta.js';
import { answerInLanguage, requestLocale } from './requestLanguage.ts';

/*
 * The API's error `detail` texts in the caller's language (issue 32; docs/i18n.md "Server texts").
 * The code keeps throwing its English texts, which tests and the spec quote; the catalogue
 * (./messages/<lang>.json) holds each English text with its translations, gettext-style: the
 * English text is what is looked up. A text with arguments ("Only {stock} in stock") is found by
 * its shape, the arguments read back from the English and put into the translation.
 */

export type DetailKey = keyof Messages;

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, kn, ta, hi };

const START = '\u0001';
const END = '\u0002';
/** Stands in for every argument while an English text's shape is read: `{stock}` becomes \u0001stock\u0002. */
const NAMED_HOLES = new Proxy({}, { get: (_target, name) => `${START}${String(name)}${END}` });
const HOLE = new RegExp(`${START}([^${END}]+)${END}`, 'g');

interface DetailShape {
  key: DetailKey;
  /** The English text with each argument a capture group. */
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts the error handler says by key rather than finds by their English: Fastify's own client
 * errors (`client.*`, by the error's code) and zod's built-in checks (`zod.*`, by the code).
 * Their shapes ("{field} must be text") are left out of the English index, so a text the code
 * throws is never mistaken for one of them.
 */
const SAID_BY_KEY = /^(client|zod)\./;

/** Every English detail without arguments (text -> key), and the shapes of those with arguments. */
function englishIndex(): { exact: Map<string, DetailKey>; shapes: DetailShape[] } {
  const exact = new Map<string, DetailKey>();
  const shapes: DetailShape[] = [];
  for (const key of Object.keys(en) as DetailKey[]) {
    if (SAID_BY_KEY.test(key)) continue;
    const shape = (en[key] as (values: object) => string)(NAMED_HOLES);
    const names = [...shape.matchAll(HOLE)].map((match) => match[1]!);
    if (names.length === 0) exact.set(shape, key);
    else
      shapes.push({
        key,
        names,
        pattern: new RegExp(
          `^${shape
            .split(HOLE)
            .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
            .join('')}$`,
          's',
        ),
      });
  }
  // The most specific shape first: "X delivers within..." before a shorter one that might also match.
  shapes.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, shapes };
}

const INDEX = englishIndex();

/** The catalogue entry an English detail is, with its arguments; undefined for a text the catalogue does not hold. */
export function findDetail(detail: string): { key: DetailKey; values: Record<string, string> } | undefined {
  const key = INDEX.exact.get(detail);
  if (key) return { key, values: {} };
  for (const shape of INDEX.shapes) {
    const match = shape.pattern.exec(detail);
    if (match) return { key: shape.key, values: Object.fromEntries(shape.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
}

/** An English detail in the language asked for; a text the catalogue does not hold (seller texts, this wave) stays English. */
export function detailInLanguage(detail: string, locale: Locale): string {
  if (locale === 'en') return detail;
  const found = findDetail(detail);
  return found ? (CATALOGUES[locale][found.key] as (values: Record<string, string>) => string)(found.values) : detail;
}

/** The texts said by key: their keys and the arguments each takes. */
export type KeyedDetail = Extract<DetailKey, `client.${string}` | `zod.${string}`>;

/** A text said by its key (a Fastify client error's, a zod check's) in the language asked for. */
export function detailByKey<K extends KeyedDetail>(locale: Locale, key: K, ...values: Parameters<Messages[K]>): string {
  return (CATALOGUES[locale][key] as (values?: unknown) => string)(values[0]);
}

/** A success note (`Post deleted`, `Photo removed`) in the caller's language; the answer says it follows Accept-Language. */
export function noteInLanguage(request: FastifyRequest, reply: FastifyReply, note: string): string {
  const locale = requestLocale(request);
  answerInLanguage(reply, locale);
  return detailInLanguage(note, locale);
}
