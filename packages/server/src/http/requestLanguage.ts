import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeOfTag, type Locale } from '@nirmaan/core/pure';

/*
 * The language the caller reads (issue 32): picked from Accept-Language (RFC 9110 §12.5.4), the
 * header the widgets' API client sets to the language a widget shows (and every browser sends on
 * its own). English for anything else. Parsed here rather than with `negotiator`: only the primary
 * subtag of each range matters (ta-IN, ta -> ta), which is one line over the q-value parsing below.
 */

/** One language range of an Accept-Language header and its weight. */
interface LanguageRange {
  tag: string;
  quality: number;
  order: number;
}

/** The ranges of an Accept-Language header, best first (equal weights keep the header's order); ranges with q=0 left out. */
function languageRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (tag !== '' && Number.isFinite(quality) && quality > 0) ranges.push({ tag, quality, order });
  });
  return ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/** The language an Accept-Language header asks for among Nirmaan's (en, kn, ta, hi): its best-weighted one we speak, else English. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const { tag } of languageRanges(header.slice(0, 1000))) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The language of a request's Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/**
 * Marks an answer whose text follows the caller's Accept-Language: `Content-Language` says which,
 * `Vary: Accept-Language` keeps caches from giving one language's answer to a reader of another.
 */
export function answerInLanguage(reply: FastifyReply, locale: Locale): void {
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' && vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-language');
  if (!varies) void reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Language` : 'Accept-Language');
  void reply.header('content-language', locale);
}
