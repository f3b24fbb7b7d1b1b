import { $locale } from '@nirmaan/core';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHead } from './PageHead.tsx';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('<PageHead>: the document title and description follow the site language', () => {
  afterEach(() => $locale.set('en'));

  it('says the English title and description as before', () => {
    render(<PageHead page="labourCalculator" />);
    expect(document.title).toBe('Labour Force Calculator — Nirmaan');
    expect(description()).toBe('Estimate the crew size, mandays and labour cost for masonry, concreting, plastering, painting and more.');
  });

  it('says them in Tamil on a Tamil site, and in Hindi after the switch', async () => {
    $locale.set('ta');
    render(<PageHead page="labourCalculator" />);
    await waitFor(() => expect(document.title).toBe('தொழிலாளர் கணக்கீடு — Nirmaan'));
    expect(description()).toMatch(/^கொத்து வேலை, கான்கிரீட்/);

    act(() => $locale.set('hi'));
    await waitFor(() => expect(document.title).toBe('लेबर कैलकुलेटर — Nirmaan'));
    expect(description()).toMatch(/^चिनाई, ढलाई/);
  });

  it('writes no description for a page that has none', async () => {
    $locale.set('kn');
    render(<PageHead page="cart" />);
    await waitFor(() => expect(document.title).toBe('ಶಾಪಿಂಗ್ ಕಾರ್ಟ್ — Nirmaan'));
    expect(description()).toBeUndefined();
  });
});
