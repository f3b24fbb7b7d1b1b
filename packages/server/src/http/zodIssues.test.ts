import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isZodDefault, zodIssueText, type ValidationIssue } from './zodIssues.ts';

/** The issues a schema's check gives, as fastify-type-provider-zod hands them to the error handler. */
function issuesOf(schema: z.ZodType, data: unknown): ValidationIssue[] {
  const result = (validatorCompiler as unknown as (route: { schema: z.ZodType }) => (data: unknown) => { error?: ValidationIssue[] })({ schema })(data);
  return result.error ?? [];
}

const only = (schema: z.ZodType, data: unknown) => {
  const [issue] = issuesOf(schema, data);
  expect(issue).toBeDefined();
  return issue!;
};

const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

/** zod's built-in checks without a message of their own, each with what it says in English. */
const CASES: Array<[string, z.ZodType, unknown, string]> = [
  ['a wrong type', z.object({ name: z.string() }), { name: 4 }, 'name must be text'],
  ['a field left out', z.object({ name: z.string() }), {}, 'name is required'],
  ['a number', z.object({ rate: z.number() }), { rate: 'x' }, 'rate must be a number'],
  ['a whole number', z.object({ count: z.number().int() }), { count: 1.5 }, 'count must be a whole number'],
  ['true or false', z.object({ active: z.boolean() }), { active: 'yes' }, 'active must be true or false'],
  ['a list', z.object({ items: z.array(z.string()) }), { items: 'x' }, 'items must be a list'],
  ['an object', z.object({ site: z.object({ pin: z.string() }) }), { site: 3 }, 'site must be a JSON object'],
  ['an empty text', z.object({ name: z.string().min(1) }), { name: '' }, 'name cannot be empty'],
  ['a short text', z.object({ name: z.string().min(3) }), { name: 'ab' }, 'name must be at least 3 characters long'],
  ['a long text', z.object({ name: z.string().max(5) }), { name: 'abcdef' }, 'name must be at most 5 characters long'],
  ['a number too small', z.object({ qty: z.number().min(1) }), { qty: 0 }, 'qty must be at least 1'],
  ['a positive number', z.object({ qty: z.number().positive() }), { qty: 0 }, 'qty must be more than 0'],
  ['a number too large', z.object({ qty: z.number().max(2_147_483_647) }), { qty: 3e9 }, 'qty must be at most 2,14,74,83,647'],
  ['an empty list', z.object({ items: z.array(z.string()).min(1) }), { items: [] }, 'items needs at least one entry'],
  ['a long list', z.object({ items: z.array(z.string()).max(2) }), { items: ['a', 'b', 'c'] }, 'items can have at most 2 entries'],
  ['an e-mail', z.object({ email: z.email() }), { email: 'nope' }, 'email must be an e-mail address'],
  ['a date', z.object({ on: z.iso.date() }), { on: '29/11/2026' }, 'on must be written as YYYY-MM-DD'],
  ['a choice', z.object({ unit: z.enum(['bag', 'kg']) }), { unit: 'ton' }, 'unit must be one of: bag, kg'],
  ['an unknown field', z.strictObject({ name: z.string() }), { name: 'a', colour: 'red' }, 'Fields this request does not take: colour'],
];

describe("zod's own texts", () => {
  it.each(CASES)('are recognised and said in English: %s', (_case, schema, data, english) => {
    const issue = only(schema, data);
    expect(isZodDefault(issue)).toBe(true);
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    const missing = _case === 'a field left out';
    expect(zodIssueText(issue, field, missing, 'en')).toBe(english);
  });

  it.each(CASES)('are said in Kannada, Tamil and Hindi with no English but the field and the values: %s', (_case, schema, data, english) => {
    const issue = only(schema, data);
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    const allowed = new Set([field, 'JSON', 'YYYY', 'MM', 'DD', 'bag', 'kg', 'colour']);
    for (const locale of ['kn', 'ta', 'hi'] as const) {
      const said = zodIssueText(issue, field, _case === 'a field left out', locale);
      expect(said, locale).not.toBe(english);
      expect(
        latinWords(said).filter((word) => !allowed.has(word)),
        `${locale}: ${said}`,
      ).toEqual([]);
    }
  });

  it('leaves a message a schema writes itself to the catalogue', () => {
    expect(isZodDefault(only(z.object({ name: z.string().min(1, 'Full name is required') }), { name: '' }))).toBe(false);
    expect(isZodDefault(only(z.object({ qty: z.number({ error: 'Enter a quantity' }) }), { qty: 'x' }))).toBe(false);
    expect(
      isZodDefault(
        only(
          z.object({ a: z.string() }).refine(() => false, 'Send one of them'),
          { a: 'x' },
        ),
      ),
    ).toBe(false);
  });
});
