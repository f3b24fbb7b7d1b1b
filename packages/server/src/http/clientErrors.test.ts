import { describe, expect, it } from 'vitest';
import { clientErrorText } from './clientErrors.ts';

/** Fastify's and @fastify/multipart's client errors: code, status and the library's own English. */
const LIBRARY_ERRORS: Array<[string, number, string]> = [
  ['FST_ERR_CTP_INVALID_JSON_BODY', 400, "Body is not valid JSON but content-type is set to 'application/json'"],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, "Body cannot be empty when content-type is set to 'application/json'"],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large'],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported Media Type'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'Request body size did not match Content-Length'],
  ['FST_ERR_BAD_URL', 400, "'%' is not a valid url component"],
  ['FST_ERR_MAX_PARAM_LENGTH', 414, "'x' is exceeding the max param length"],
  ['FST_REQ_FILE_TOO_LARGE', 413, 'request file too large'],
  ['FST_PARTS_LIMIT', 413, 'reach parts limit'],
  ['FST_FILES_LIMIT', 413, 'reach files limit'],
  ['FST_FIELDS_LIMIT', 413, 'reach fields limit'],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406, 'the request is not multipart'],
  ['FST_MP_PREMATURE_CLOSE', 400, 'the request was closed before the multipart data was fully parsed'],
  ['FST_PROTO_VIOLATION', 400, 'prototype property is not allowed as field name'],
];

describe("Fastify's own client errors", () => {
  it.each(LIBRARY_ERRORS)('%s is said in clear words in each language, never the library’s', (code, status, library) => {
    const english = clientErrorText({ code }, status, 'POST', 'en');
    expect(english).not.toBe(library);
    for (const locale of ['kn', 'ta', 'hi'] as const) expect(clientErrorText({ code }, status, 'POST', locale), locale).not.toBe(english);
  });

  it("says an unknown code's status in general words", () => {
    expect(clientErrorText({ code: 'FST_SOMETHING_NEW' }, 400, 'GET', 'en')).toBe('The request is not valid.');
    expect(clientErrorText({}, 413, 'PUT', 'ta')).toBe('கோரிக்கை மிகப் பெரியதாக உள்ளது.');
    expect(clientErrorText({}, 405, 'PATCH', 'hi')).toBe('इस पते पर PATCH की अनुमति नहीं है।');
    expect(clientErrorText({}, 404, 'GET', 'kn')).toBe('ಸಿಗಲಿಲ್ಲ');
  });
});
