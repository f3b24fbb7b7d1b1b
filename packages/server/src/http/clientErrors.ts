import type { Locale } from '@nirmaan/core/pure';
import { detailByKey, detailInLanguage, type KeyedDetail } from './detailTexts.ts';
import { UNREADABLE_UPLOAD } from './uploadTexts.ts';

/*
 * Fastify's own client errors (a body that is not JSON, too large, of a type no parser takes) and
 * @fastify/multipart's (a file or a form over its limits, a broken form), said in clear words in the
 * caller's language (issue 32) instead of the library's English. Found by the error's code
 * (node_modules/fastify/lib/errors.js, @fastify/multipart's index.js); a code not listed here gets
 * its status's general text, never the library's message.
 */

/** Fastify's and @fastify/multipart's client error codes, and what each says. */
const BY_CODE: Readonly<Record<string, (locale: Locale) => string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (locale) => detailByKey(locale, 'client.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: (locale) => detailByKey(locale, 'client.emptyJson', { header: 'Content-Type' }),
  FST_ERR_CTP_BODY_TOO_LARGE: (locale) => detailByKey(locale, 'client.tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (locale) => detailByKey(locale, 'client.mediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (locale) => detailByKey(locale, 'client.contentLength', { header: 'Content-Length' }),
  FST_ERR_BAD_URL: (locale) => detailByKey(locale, 'client.badUrl'),
  FST_ERR_INVALID_URL: (locale) => detailByKey(locale, 'client.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: (locale) => detailByKey(locale, 'client.urlTooLong'),
  // @fastify/multipart
  FST_REQ_FILE_TOO_LARGE: (locale) => detailByKey(locale, 'client.fileTooLarge'),
  FST_PARTS_LIMIT: (locale) => detailByKey(locale, 'client.tooManyParts'),
  FST_FILES_LIMIT: (locale) => detailByKey(locale, 'client.tooManyParts'),
  FST_FIELDS_LIMIT: (locale) => detailByKey(locale, 'client.tooManyParts'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: (locale) => detailInLanguage(UNREADABLE_UPLOAD, locale),
  FST_MP_PREMATURE_CLOSE: (locale) => detailInLanguage(UNREADABLE_UPLOAD, locale),
  FST_PROTO_VIOLATION: (locale) => detailInLanguage(UNREADABLE_UPLOAD, locale),
  FST_INVALID_JSON_FIELD_ERROR: (locale) => detailInLanguage(UNREADABLE_UPLOAD, locale),
};

/** A client error status's general text, for a code not listed. */
const BY_STATUS: Readonly<Record<number, KeyedDetail>> = {
  408: 'client.timeout',
  413: 'client.tooLarge',
  414: 'client.urlTooLong',
  415: 'client.mediaType',
};

/** What a 4xx error Fastify or a plugin threw answers, in the language asked for. */
export function clientErrorText(error: { code?: unknown }, status: number, method: string, locale: Locale): string {
  const byCode = typeof error.code === 'string' ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode(locale);
  if (status === 401) return detailInLanguage('Not authenticated', locale);
  if (status === 403) return detailInLanguage('You do not have permission to do this', locale);
  if (status === 404) return detailInLanguage('Not found', locale);
  if (status === 405) return detailByKey(locale, 'client.methodNotAllowed', { method });
  const byStatus = BY_STATUS[status];
  return byStatus ? detailByKey(locale, byStatus as 'client.invalid') : detailByKey(locale, 'client.invalid');
}
