import { $locale } from '@nirmaan/core';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markServerDescriptions } from './PageDescription.tsx';
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

  it("says the site's description, in the language, for a page without its own", async () => {
    $locale.set('kn');
    render(<PageHead page="cart" />);
    await waitFor(() => expect(document.title).toBe('ಶಾಪಿಂಗ್ ಕಾರ್ಟ್ — Nirmaan'));
    expect(description()).toMatch(/^ಬೆಂಗಳೂರು, ಚೆನ್ನೈ ಮತ್ತು ಕೊಯಮತ್ತೂರಿನ ಪರಿಶೀಲಿತ ಪೂರೈಕೆದಾರರ/);
  });

  it('leaves the page one description: the one the server wrote goes once the page says its own', async () => {
    const written = document.createElement('meta');
    written.name = 'description';
    written.content =
      'Compare cement, steel, sand and more from verified suppliers in Bangalore, Chennai and Coimbatore; see delivery charges before you order.';
    document.head.append(written);
    markServerDescriptions(document);
    $locale.set('ta');
    render(<PageHead page="labourCalculator" />);
    await waitFor(() => expect(document.title).toBe('தொழிலாளர் கணக்கீடு — Nirmaan'));
    const descriptions = [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toMatch(/^கொத்து வேலை, கான்கிரீட்/);
  });
});
