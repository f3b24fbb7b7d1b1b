import { localeFormat, type Locale } from '@nirmaan/core/pure';
import { locales } from 'zod';
import { detailByKey, detailInLanguage, type KeyedDetail } from './detailTexts.ts';

/*
 * zod's own texts for a check a schema gives no message of its own ("Invalid input: expected string,
 * received number", "Too small: expected string to have >=1 characters"), said as whole sentences in
 * the caller's language (issue 32) from the issue's code and its parameters. zod ships Kannada,
 * Tamil and Hindi locales (zod/v4/locales), but they leave the type names in English ("expected
 * string, received number"), write limits as `>=1` and read as a programmer's words; and
 * fastify-type-provider-zod parses with zod's global configuration, so a locale could not follow
 * each request's language anyway. The sentences here name the field (a technical name, kept as it
 * is) and say what it needs, in the words the rest of the catalogue uses.
 */

/** A schema failure as fastify-type-provider-zod hands it over: the zod issue's code, path and the rest of the issue as params. */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const ENGLISH = locales.en().localeError;

/** zod's English text for an issue (its `input` is dropped from issues, so a type's "received ..." part is left open). */
function zodDefault(code: string, params: Record<string, unknown>): string | undefined {
  const said = ENGLISH({ ...params, code, input: undefined } as never);
  return typeof said === 'string' ? said : said?.message;
}

/** Whether an issue's text is zod's own, not one the schema wrote (those are in the detail catalogue). */
export function isZodDefault(issue: ValidationIssue): boolean {
  if (!issue.keyword || issue.message === undefined) return false;
  const english = zodDefault(issue.keyword, issue.params ?? {});
  if (english === undefined) return false;
  if (issue.keyword === 'invalid_type') {
    const received = english.indexOf(', received ');
    return received > 0 && issue.message.startsWith(english.slice(0, received + ', received '.length));
  }
  return issue.message === english;
}

/** The patterns a date or time format is written in. */
const WRITTEN_AS: Readonly<Record<string, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DDTHH:MM:SSZ',
  time: 'HH:MM:SS',
};

const limit = (value: unknown, locale: Locale) => (typeof value === 'number' ? localeFormat(locale).number(value) : String(value));

/**
 * zod's own text for an issue, in the language asked for. `field` names where it is (`items.0.quantity`,
 * `body` for the request as a whole); `missing` says the request has nothing there (a required field
 * left out: zod calls it a wrong type).
 */
export function zodIssueText(issue: ValidationIssue, field: string, missing: boolean, locale: Locale): string {
  const params = issue.params ?? {};
  const say = (key: KeyedDetail, values: Record<string, string> = {}) => detailByKey(locale, key as 'zod.invalid', { field, ...values });
  switch (issue.keyword) {
    case 'invalid_type': {
      if (missing) return say('zod.required');
      switch (params.expected) {
        case 'string':
          return say('zod.text');
        case 'number':
          return say('zod.number');
        case 'int':
          return say('zod.wholeNumber');
        case 'boolean':
          return detailInLanguage(`${field} must be true or false`, locale);
        case 'array':
          return say('zod.list');
        case 'object':
        case 'record':
          return field === 'body' ? detailInLanguage('The request body must be a JSON object', locale) : say('zod.object', { format: 'JSON' });
        case 'date':
          return say('zod.date');
        default:
          return say('zod.wrongKind');
      }
    }
    case 'too_small': {
      const minimum = params.minimum;
      if (params.origin === 'string') return Number(minimum) <= 1 ? say('zod.notEmpty') : say('zod.minLength', { minimum: limit(minimum, locale) });
      if (params.origin === 'array' || params.origin === 'set')
        return Number(minimum) <= 1 ? say('zod.oneEntry') : say('zod.minEntries', { minimum: limit(minimum, locale) });
      if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint')
        return say(params.inclusive === false ? 'zod.above' : 'zod.atLeast', { minimum: limit(minimum, locale) });
      return say('zod.tooSmall');
    }
    case 'too_big': {
      const maximum = params.maximum;
      if (params.origin === 'string') return say('zod.maxLength', { maximum: limit(maximum, locale) });
      if (params.origin === 'array' || params.origin === 'set') return say('zod.maxEntries', { maximum: limit(maximum, locale) });
      if (params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint')
        return say(params.inclusive === false ? 'zod.below' : 'zod.atMost', { maximum: limit(maximum, locale) });
      return say('zod.tooBig');
    }
    case 'invalid_format': {
      const format = String(params.format);
      if (format === 'email') return say('zod.email');
      if (format === 'url') return say('zod.url');
      const pattern = WRITTEN_AS[format];
      return pattern ? say('zod.writtenAs', { pattern }) : say('zod.format');
    }
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String) : [];
      return values.length === 1 ? say('zod.exactly', { value: values[0]! }) : say('zod.oneOf', { values: values.join(', ') });
    }
    case 'unrecognized_keys':
      return say('zod.unknownFields', { keys: Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '' });
    case 'not_multiple_of':
      return say('zod.multipleOf', { divisor: limit(params.divisor, locale) });
    default:
      return say('zod.invalid');
  }
}
