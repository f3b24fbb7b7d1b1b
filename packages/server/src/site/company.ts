import { normaliseGstin, validateGstin, type CompanyInfo } from '@nirmaan/core/pure';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../configError.ts';
import type { ServerMode } from '../serverMode.ts';

/*
 * The company behind the site (issue 28: nothing invented on screen). The operator writes its
 * details in a JSON file named by COMPANY_FILE (docs/company.sample.json); the contact and policy
 * pages, the footer and the home page show what it holds and nothing else. Without the file, the
 * demo server shows its fictional company, marked as such and without any contact detail, and a
 * production server shows the site's name only.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().toLowerCase().email().max(254);

/** What COMPANY_FILE may hold: every field but the name optional; nothing else. */
export const companyFileSchema = z
  .object({
    name: text(80),
    legal_name: text(160).optional(),
    gstin: z
      .string()
      .transform(normaliseGstin)
      .refine((gstin) => validateGstin(gstin) === null, { error: (issue) => validateGstin(String(issue.input)) ?? 'not a GSTIN' })
      .optional(),
    email: email.optional(),
    seller_email: email.optional(),
    privacy_email: email.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+\d[\d ]{7,18}\d$/, "a phone number with its country code, e.g. '+91 80 4123 4567'")
      .optional(),
    hours: text(120).optional(),
    offices: z
      .array(z.object({ city: text(60), lines: z.array(text(120)).min(1).max(6) }).strict())
      .max(10)
      .default([]),
    social: z
      .array(
        z
          .object({
            name: text(40),
            url: z
              .string()
              .trim()
              .url()
              .max(300)
              .refine((url) => url.startsWith('https://'), 'an https:// address'),
          })
          .strict(),
      )
      .max(10)
      .default([]),
    testimonials: z
      .array(z.object({ quote: text(400), name: text(80), role: text(80) }).strict())
      .max(6)
      .default([]),
  })
  .strict();

export type CompanyFile = z.infer<typeof companyFileSchema>;

/** The company as the site shows it: what is not in the file is null or empty. */
export function companyInfoOf(file: CompanyFile, demo = false): CompanyInfo {
  return {
    name: file.name,
    demo,
    legal_name: file.legal_name ?? null,
    gstin: file.gstin ?? null,
    email: file.email ?? null,
    seller_email: file.seller_email ?? null,
    privacy_email: file.privacy_email ?? null,
    phone: file.phone ?? null,
    hours: file.hours ?? null,
    offices: file.offices,
    social: file.social,
    testimonials: file.testimonials,
  };
}

/** The demo's fictional company: a name, and no address, number or mailbox anybody could take for real. */
export const DEMO_COMPANY: CompanyInfo = companyInfoOf({ name: 'Nirmaan Demo Marketplace', offices: [], social: [], testimonials: [] }, true);

/** A production site whose operator has not written COMPANY_FILE yet: its name only. */
export const UNCONFIGURED_COMPANY: CompanyInfo = companyInfoOf({ name: 'Nirmaan', offices: [], social: [], testimonials: [] });

/** The company from COMPANY_FILE, or null without one; a file that is missing or wrong stops the start with what is wrong. */
export function companyFrom(path: string | undefined): CompanyInfo | null {
  if (!path?.trim()) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`COMPANY_FILE ${path} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = companyFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`).join('; ');
    throw new ConfigError(`COMPANY_FILE ${path} is not a company file: ${problems}`);
  }
  return companyInfoOf(parsed.data);
}

/** The company the site shows: the configured one, else the demo's fictional company or, in production, the site's name only. */
export function siteCompany(configured: CompanyInfo | null, mode: ServerMode): CompanyInfo {
  return configured ?? (mode === 'demo' ? DEMO_COMPANY : UNCONFIGURED_COMPANY);
}
