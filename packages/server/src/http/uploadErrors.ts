import { HttpError } from './errors.ts';
import { UNREADABLE_UPLOAD } from './uploadTexts.ts';

export { UNREADABLE_UPLOAD };

/** @fastify/multipart's codes for a part over its size or count limits. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failure while reading a multipart body answers: our own HttpError as it is, 413 for a
 * part over a limit (with `tooLarge`'s text), and 400 for everything else the parser throws on a
 * malformed body (no boundary, a bad part header, a body that ends mid-part). Never a 500: a
 * client's broken upload is not the server's error.
 */
export function uploadError(error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TOO_LARGE.has(code)) return new HttpError(413, tooLarge);
  return new HttpError(400, UNREADABLE_UPLOAD);
}
