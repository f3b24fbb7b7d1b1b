import { afterEach, describe, expect, it } from 'vitest';
import { $config, configure, DEFAULT_MAP_CONFIG, siteUrl } from './config.ts';

describe('widget configuration', () => {
  afterEach(() => configure({ siteBase: '', apiBase: '', partnerId: null }));

  it('links to the same origin by default', () => {
    expect(siteUrl('/boq-calculator')).toBe('/boq-calculator');
  });

  it('links to the Nirmaan site from a partner page', () => {
    configure({ siteBase: 'https://nirmaan.example/' });
    expect(siteUrl('/material-calculator')).toBe('https://nirmaan.example/material-calculator');
  });

  it('keeps keys that a patch leaves out', () => {
    configure({ partnerId: 'dealer-42' });
    configure({ apiBase: '/api/v1' });
    expect($config.get()).toEqual({ apiBase: '/api/v1', siteBase: '', partnerId: 'dealer-42', ...DEFAULT_MAP_CONFIG });
  });
});
