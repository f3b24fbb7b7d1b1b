import { describe, expect, it } from 'vitest';
import { SEED_BLOG_POSTS } from '../db/seed/blogPosts.ts';
import { cleanPostHtml, hasVisibleContent, readTimeOf } from './postHtml.ts';

describe('cleanPostHtml', () => {
  it('leaves the seeded posts exactly as they are: they use only allowed HTML', () => {
    for (const post of SEED_BLOG_POSTS) expect(cleanPostHtml(post.contentHtml), post.slug).toBe(post.contentHtml.trim());
  });

  it('turns an h1 into an h2 (the page title is the h1) and lazy-loads images', () => {
    expect(cleanPostHtml('<h1>Title</h1><img src="https://a.example/x.png" alt="x">')).toBe(
      '<h2>Title</h2><img src="https://a.example/x.png" alt="x" loading="lazy" />',
    );
  });

  it('drops the contents of script-like tags but keeps the text of other unknown wrappers', () => {
    expect(cleanPostHtml('<div><span>kept</span></div><noscript>gone</noscript><style>p{}</style><object data="x">gone</object>')).toBe('kept');
  });

  it('keeps links to mailto, http and https only, with rel noopener', () => {
    expect(cleanPostHtml('<a href="vbscript:x">a</a><a href="ftp://x.example">b</a><a href="HTTPS://X.EXAMPLE">c</a>')).toBe(
      'ab<a href="HTTPS://X.EXAMPLE" rel="noopener noreferrer" target="_blank">c</a>',
    );
  });
});

describe('hasVisibleContent and readTimeOf', () => {
  it('counts text or an image as content, and reads 200 words a minute', () => {
    expect(hasVisibleContent('<p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('<img src="https://a.example/x.png" />')).toBe(true);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(readTimeOf('<p>one two</p>')).toBe(1);
    expect(readTimeOf(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
  });
});
