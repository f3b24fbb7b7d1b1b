import type { CsvRowError } from '@nirmaan/core/pure';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detailInLanguage } from '../http/detailTexts.ts';
import { badRequest } from '../http/errors.ts';
import { answerInLanguage, requestLocale } from '../http/requestLanguage.ts';
import { uploadError } from '../http/uploadErrors.ts';

/*
 * CSV files in and out of the seller dashboard (listings, CRM contacts and leads), through the
 * csv-parse / csv-stringify libraries. Export neutralises spreadsheet formulas; upload reads one
 * multipart file with a size and a row limit and numbers rows as a spreadsheet shows them.
 */

/** Upload limits: the file size (413 beyond it) and the data rows (400 beyond them). */
export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 5000;

export const CSV_MESSAGES = {
  noFile: 'Please choose a CSV file to upload',
  tooLarge: 'The file is larger than 1 MB. Please split it into smaller files.',
  tooManyRows: `The file has more than ${CSV_MAX_ROWS} rows. Please split it into smaller files.`,
  empty: 'The file is empty: the first row must name the columns',
  invalid: (reason: string) => `The file is not a valid CSV file: ${reason}`,
  nul: 'The file contains NUL characters: please save it as "CSV UTF-8" and upload it again',
} as const;

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @ tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to a cell a spreadsheet would read as a formula. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Undoes neutraliseFormula on upload, so an exported file uploads back unchanged. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export type CsvCell = string | number | boolean | null | undefined;

/** A CSV document (UTF-8 with a byte-order mark, which spreadsheets need to read it as UTF-8), every cell neutralised. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const text = (cell: CsvCell) => (cell === null || cell === undefined ? '' : neutraliseFormula(String(cell)));
  return `\uFEFF${stringify([columns.map(text), ...rows.map((row) => row.map(text))], { record_delimiter: 'windows' })}`;
}

/** Sends a CSV document as a download named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
}

/** The bytes of the one file of a multipart request: 400 without a file, 413 beyond CSV_MAX_BYTES. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(CSV_MESSAGES.noFile);
  try {
    const file = await request.file({ limits: { fileSize: CSV_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest(CSV_MESSAGES.noFile);
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error, CSV_MESSAGES.tooLarge);
  }
}

/** One data row: its spreadsheet row number and its cells by lower-cased column name (trimmed, formulas restored). */
export interface CsvRow {
  row: number;
  cells: Map<string, string>;
}

export interface CsvTable {
  columns: Set<string>;
  rows: CsvRow[];
}

/** UTF-8, as exported; a file that is not (a spreadsheet's "CSV (Comma delimited)" save) is read as Windows-1252. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Reads an uploaded CSV: the first row names the columns (any order, any case); blank rows are
 * skipped but still counted, so `row` is the number a spreadsheet shows (the header is row 1).
 * More than CSV_MAX_ROWS data rows is a 400; so is a file that is not CSV at all.
 */
export function parseCsv(bytes: Buffer): CsvTable {
  const text = decodeText(bytes);
  // PostgreSQL text cannot hold U+0000; a file full of them is UTF-16 ("Unicode text"), not CSV UTF-8.
  if (text.includes('\u0000')) throw badRequest(CSV_MESSAGES.nul);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(CSV_MESSAGES.invalid(error.message));
    throw error;
  }
  const [header, ...data] = records;
  const names = (header ?? []).map((name) => restoreFormula(name.trim()).toLowerCase());
  if (names.every((name) => name === '')) throw badRequest(CSV_MESSAGES.empty);
  const rows: CsvRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = new Map<string, string>();
    names.forEach((name, column) => {
      if (name && !cells.has(name)) cells.set(name, restoreFormula((record[column] ?? '').trim()));
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length > CSV_MAX_ROWS) throw badRequest(CSV_MESSAGES.tooManyRows);
  return { columns: new Set(names.filter(Boolean)), rows };
}

/** A row's problem, reported with its row number while the other rows still apply. */
export class RowError extends Error {}

/**
 * An upload's report with each row's error in the caller's language (issue 32; Accept-Language,
 * said back in Content-Language): a row's text is looked up in the error details' catalogue like
 * any detail, English where it has none. Only the messages change: the cells quoted in them stay
 * as the file had them.
 */
export function reportInCallersLanguage<Report extends { errors: CsvRowError[] }>(request: FastifyRequest, reply: FastifyReply, report: Report): Report {
  const locale = requestLocale(request);
  answerInLanguage(reply, locale);
  return { ...report, errors: report.errors.map(({ row, message }) => ({ row, message: detailInLanguage(message, locale) })) };
}

/** 'true'/'false' as exported, and the usual spreadsheet spellings; '' is undefined (leave unchanged). */
export function parseBooleanCell(value: string, column: string): boolean | undefined {
  if (value === '') return undefined;
  const lower = value.toLowerCase();
  if (['true', 'yes', 'y', '1', 'active'].includes(lower)) return true;
  if (['false', 'no', 'n', '0', 'inactive'].includes(lower)) return false;
  throw new RowError(`${column} must be true or false`);
}
