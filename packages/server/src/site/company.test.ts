import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../configError.ts';
import { companyFrom, DEMO_COMPANY, siteCompany, UNCONFIGURED_COMPANY } from './company.ts';
import { temporaryDirectory } from '../testing/temporaryDirectory.ts';

const folder = temporaryDirectory('nirmaan-company-');
function companyFile(content: unknown): string {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('COMPANY_FILE', () => {
  it('gives the site what the file holds, and nothing more', () => {
    const company = companyFrom(
      companyFile({
        name: 'Nirmaan',
        legal_name: 'Nirmaan Building Supplies Private Limited',
        gstin: '29aaacn1234f1zt',
        email: 'Support@Nirmaan.in',
        phone: '+91 80 4123 4567',
        offices: [{ city: 'Bangalore', lines: ['14, 3rd Cross', 'Bengaluru 560034'] }],
      }),
    );
    expect(company).toEqual({
      name: 'Nirmaan',
      demo: false,
      legal_name: 'Nirmaan Building Supplies Private Limited',
      gstin: '29AAACN1234F1ZT',
      email: 'support@nirmaan.in',
      seller_email: null,
      privacy_email: null,
      phone: '+91 80 4123 4567',
      hours: null,
      offices: [{ city: 'Bangalore', lines: ['14, 3rd Cross', 'Bengaluru 560034'] }],
      social: [],
      testimonials: [],
    });
  });

  it('stops the start with what is wrong: a bad value, an unknown field, a social link that is not https, a file that is not JSON', () => {
    expect(() => companyFrom(companyFile({ name: 'Nirmaan', phone: '080 4123' }))).toThrow(/COMPANY_FILE .* phone: a phone number with its country code/);
    expect(() => companyFrom(companyFile({ name: 'Nirmaan', fax: '+91 80 4123 4568' }))).toThrow(ConfigError);
    expect(() => companyFrom(companyFile({ name: 'Nirmaan', gstin: '29AAACN1234F1Z5' }))).toThrow(/gstin: This GSTIN has a typing mistake/);
    expect(() => companyFrom(companyFile({ name: 'Nirmaan', social: [{ name: 'X', url: 'http://x.test' }] }))).toThrow(/social\.0\.url: an https:\/\/ address/);
    expect(() => companyFrom(companyFile('{ name: Nirmaan'))).toThrow(/could not be read as JSON/);
    expect(() => companyFrom(join(folder, 'missing.json'))).toThrow(/could not be read/);
  });

  it('without a file: the demo’s fictional company, marked and without contact details, or in production the site’s name only', () => {
    expect(companyFrom(undefined)).toBeNull();
    expect(siteCompany(null, 'demo')).toEqual(DEMO_COMPANY);
    expect(DEMO_COMPANY).toMatchObject({ demo: true, email: null, phone: null, offices: [], testimonials: [] });
    expect(siteCompany(null, 'production')).toEqual(UNCONFIGURED_COMPANY);
    expect(UNCONFIGURED_COMPANY.demo).toBe(false);
  });
});
