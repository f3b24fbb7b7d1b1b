// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { latinWordsOf, SCRIPT_LETTERS, scriptLangReport } from './scriptLang.ts';

const report = (latinAnywhere: string[] = ['tmt', 'nirmaan']) => scriptLangReport({ scope: '#page', latinAnywhere, scriptLetters: SCRIPT_LETTERS });

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { __nirmaanDataWords?: Set<string> }).__nirmaanDataWords;
});

describe('scriptLangReport', () => {
  it('passes each script under its own lang, and keep-words, data words and tokens with digits anywhere', () => {
    document.documentElement.lang = 'en-IN';
    document.body.innerHTML = `<div id="page"><header lang="kn"><a href="/">ಮುಖಪುಟ</a> <span>TMT 12mm</span> <span>Nirmaan-ನಲ್ಲಿ</span> <span>Sri Balaji</span>
      <option lang="ta">தமிழ்</option></header><main lang="en-IN"><p>Add to cart</p></main><p lang="hi-IN">कार्ट</p></div>`;
    (window as unknown as { __nirmaanDataWords: Set<string> }).__nirmaanDataWords = new Set(['sri', 'balaji']);
    expect(report()).toEqual({ counts: { latin: 1, kn: 2, ta: 1, hi: 1 }, problems: [] });
  });

  it('names the text, its lang and where it is when the two differ, also inside a shadow root', () => {
    document.body.innerHTML = `<div id="page" lang="en-IN"><header lang="kn"><button aria-label="Search products">Search</button></header><p>ಕನ್ನಡ</p><nirmaan-x lang="ta"></nirmaan-x></div>`;
    const host = document.querySelector('nirmaan-x') as HTMLElement;
    host.attachShadow({ mode: 'open' }).innerHTML = '<div lang="hi"><span>சென்னை</span></div>';
    expect(report().problems).toEqual([
      'English text "Search" (Search) under lang="kn": <button "Search products"> in <header> in <div#page>',
      'kn text "ಕನ್ನಡ" under lang="en-IN": <p> in <div#page>',
      'ta text "சென்னை" under lang="hi": <span> in <div> in <nirmaan-x> in <div#page>',
    ]);
  });

  it('says when the scope is missing', () => {
    expect(report().problems).toEqual(['nothing matches #page']);
  });
});

describe('latinWordsOf', () => {
  it('takes the Latin words of every string, lower case', () => {
    expect(latinWordsOf({ name: 'Nirmaan Building Supplies', social: [{ label: 'YouTube', url: 'x' }], count: 3 })).toEqual([
      'nirmaan',
      'building',
      'supplies',
      'youtube',
      'x',
    ]);
  });

  it("takes the objects' keys too when asked (a product's specifications are named by its seller)", () => {
    expect(latinWordsOf({ product: { specifications: { Weight: '50 kg' } } }, { keys: true })).toEqual(['product', 'specifications', 'weight', 'kg']);
  });
});
