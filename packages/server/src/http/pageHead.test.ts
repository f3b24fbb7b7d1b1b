import { describe, expect, it } from 'vitest';
import { ENTRY_SCRIPT_PATH, hostAppIndexHtml } from '../testing/hostAppFixtures.ts';
import { jsonForScriptElement, withPageHead } from './pageHead.ts';

const INDEX_HTML = hostAppIndexHtml({ preloadedChunks: 0 });

/** The text of each <script type="application/ld+json"> in a page, parsed. */
function structuredDataIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('withPageHead', () => {
  it("replaces the site-wide title and description with the page's and adds its JSON-LD inside the head", () => {
    const html = withPageHead(INDEX_HTML, {
      title: 'UltraTech Cement — Nirmaan',
      description: 'From ₹365 per bag.',
      structuredData: { '@type': 'Product', name: 'UltraTech Cement' },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>UltraTech Cement — Nirmaan</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="From ₹365 per bag." />');
    expect(structuredDataIn(html)).toEqual([{ '@type': 'Product', name: 'UltraTech Cement' }]);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<script type="module" crossorigin src="${ENTRY_SCRIPT_PATH}"></script>`);
  });

  it('adds the link preview: Open Graph, the canonical address and a large Twitter card when there is a photo, escaped', () => {
    const html = withPageHead(INDEX_HTML, {
      title: 'Cement "53" — Nirmaan',
      description: 'From ₹365 <per> bag.',
      preview: {
        type: 'product',
        url: 'https://nirmaan.test/products/1',
        image: { url: 'https://nirmaan.test/api/v1/images/a-960.jpg', width: 960, height: 720, alt: 'A "bag"' },
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    for (const element of [
      '<meta property="og:type" content="product" />',
      '<meta property="og:title" content="Cement &quot;53&quot; — Nirmaan" />',
      '<meta property="og:description" content="From ₹365 &lt;per&gt; bag." />',
      '<meta property="og:url" content="https://nirmaan.test/products/1" />',
      '<link rel="canonical" href="https://nirmaan.test/products/1" />',
      '<meta property="og:image" content="https://nirmaan.test/api/v1/images/a-960.jpg" />',
      '<meta property="og:image:width" content="960" />',
      '<meta property="og:image:alt" content="A &quot;bag&quot;" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ])
      expect(head).toContain(element);
    const plain = withPageHead(INDEX_HTML, { title: 't', description: 'd', preview: { type: 'product' } });
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('rel="canonical"');
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes the title and description as HTML', () => {
    const html = withPageHead(INDEX_HTML, { title: '<b>"Best" & cheapest</b>', description: 'Say "hi" <script>alert(1)</script>' });
    expect(html).toContain('<title>&lt;b&gt;&quot;Best&quot; &amp; cheapest&lt;/b&gt;</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert');
  });

  it('a product name cannot close the JSON-LD script element, and the data reads back unchanged', () => {
    const name = 'Cement </script><script>alert(1)</script> <!-- & more';
    const html = withPageHead(INDEX_HTML, { title: 'x', description: 'y', structuredData: { name } });
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    // Exactly one data block, ending where it should, whose JSON gives back the name.
    expect(structuredDataIn(html)).toEqual([{ name }]);
  });

  it('adds what the page lacks: a description, and everything after the title when </head> is left out', () => {
    const html = withPageHead('<!doctype html><title>Nirmaan</title><div id="root"></div>', {
      title: 'Cart — Nirmaan',
      description: 'Your cart.',
      structuredData: { a: 1 },
    });
    const headPart = html.slice(0, html.indexOf('<div id="root">'));
    expect(headPart.startsWith('<!doctype html><title>Cart — Nirmaan</title>')).toBe(true);
    expect(headPart).toContain('<meta name="description" content="Your cart." />');
    expect(structuredDataIn(headPart)).toEqual([{ a: 1 }]);
  });

  it('keeps replacement patterns ($&, $1) in the text as they are', () => {
    const html = withPageHead(INDEX_HTML, { title: 'Price $& $1', description: "$' and $`" });
    expect(html).toContain('<title>Price $&amp; $1</title>');
    expect(html).toContain('content="$&#39; and $`"');
  });
});

describe('escaping helpers', () => {
  it('jsonForScriptElement writes <, >, & and line separators as \\u escapes of the same JSON value', () => {
    const value = { text: '</script> & <!-- \u2028 \u2029 ₹' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e \\u0026');
    expect(JSON.parse(json)).toEqual(value);
  });
});
