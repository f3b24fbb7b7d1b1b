import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { auditAtWidths } from './support/layoutAudit.ts';
import { layoutShiftsOf, MAX_LAYOUT_SHIFT, recordLayoutShifts, totalShift } from './support/layoutShifts.ts';
import { phoneFitProblems } from './support/phoneFit.ts';

/**
 * The phone checks of every route and story (layoutAudit.ts) on small pages made to break them one
 * way each, and on their well-made twins: each check finds what it is for, and nothing else.
 */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 320, height: 640 } });
});

afterAll(async () => {
  await browser?.close();
});

async function problemsOf(body: string, style = ''): Promise<string[]> {
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>body{margin:0;font:16px/1.5 sans-serif} ${style}</style></head><body>${body}</body></html>`,
  );
  return auditAtWidths(page, 'body', [320]);
}

const FADE = `@keyframes fade{0%,95%{mask-image:linear-gradient(to left,transparent,#000 40px)}}
  .hinted{animation:fade linear both;animation-timeline:scroll(self inline)}`;

describe('the phone layout audit', () => {
  it('finds a page that scrolls sideways, and content running out of its box', async () => {
    expect(await problemsOf('<div style="width:500px">wide</div>')).toContain('320 px: the page scrolls sideways by 180 px');
    const problems = await problemsOf('<div id="card" style="width:100px"><span style="display:inline-block;width:150px">x</span></div>');
    expect(problems).toContain('320 px: overflow: the content of <div#card> "x" runs 50 px past its right edge');
    expect(await problemsOf('<div style="width:100px"><span style="display:inline-block;width:90px">x</span></div>')).toEqual([]);
  });

  it('lets a row scroll sideways only when it shows that it does', async () => {
    const row = (className: string) => `<div id="row" class="${className}" style="overflow-x:auto"><div style="width:900px">x</div></div>`;
    expect(await problemsOf(row(''), FADE)).toEqual(['320 px: overflow: <div#row> "x" scrolls sideways (580 px) without showing that it does']);
    expect(await problemsOf(row('hinted'), FADE)).toEqual([]);
  });

  it('finds words broken inside, one letter a line, but lets a long e-mail address break', async () => {
    const narrow = (text: string, width = 40) => `<p style="width:${width}px;overflow-wrap:anywhere">${text}</p>`;
    expect(
      (await problemsOf(narrow('Efficiency'))).some((problem) => /broken word: "Efficiency" in <p> "Efficiency" breaks across \d lines$/.test(problem)),
    ).toBe(true);
    expect((await problemsOf(narrow('Rooms', 8))).some((problem) => /broken word: "Rooms" .*, one letter on a line$/.test(problem))).toBe(true);
    expect(await problemsOf(narrow('demo.seller@nirmaan.test'))).toEqual([]);
    expect(await problemsOf('<p>Efficiency and cement</p>')).toEqual([]);
  });

  it('finds an empty text box whose placeholder is cut off, not one whose placeholder fits or that holds a value', async () => {
    const box = (width: number, value = '') =>
      `<label>Search <input id="q" style="width:${width}px;padding:0 8px;font:16px sans-serif" placeholder="Search cement, TMT bars, bricks..." value="${value}"></label>`;
    const [problem, ...others] = await problemsOf(box(120));
    expect(others).toEqual([]);
    expect(problem).toMatch(/^320 px: clipped: the placeholder of <input#q> "Search" "Search cement, TMT bars, bricks\.\.\." is cut by \d+ px$/);
    expect(await problemsOf(box(290))).toEqual([]);
    expect(await problemsOf(box(120, 'M-Sand'))).toEqual([]);
  });

  it('finds a control that a fixed bar covers, unless the page keeps focus clear of it (scroll-padding)', async () => {
    const html = `<div style="height:1200px"></div><a href="#x">Last link</a><div style="height:20px"></div>
      <nav style="position:fixed;bottom:0;left:0;right:0;height:60px;background:#eee">Bar</nav>`;
    expect(await problemsOf(html)).toContain('320 px: covered: <a> "Last link" is under <nav> "Bar"');
    expect(await problemsOf(html, 'html{scroll-padding-bottom:80px} body{padding-bottom:80px}')).toEqual([]);
  });

  it('finds tap targets under 24 px that crowd each other, but not links in a sentence', async () => {
    const tiny = 'style="all:unset;display:inline-block;width:16px;height:16px"';
    expect(await problemsOf(`<button ${tiny} aria-label="Minus"></button><button ${tiny} aria-label="Plus"></button>`)).toEqual([
      '320 px: tap target: <button> "Minus" is 16 × 16 px, closer than 24 px to another',
      '320 px: tap target: <button> "Plus" is 16 × 16 px, closer than 24 px to another',
    ]);
    expect(
      await problemsOf(`<button ${tiny} aria-label="Minus"></button><span style="margin-left:30px"></span><button ${tiny} aria-label="Plus"></button>`),
    ).toEqual([]);
    expect(await problemsOf('<p>Read the <a href="#terms">terms</a> and the <a href="#refund">refund policy</a> first.</p>')).toEqual([]);
  });

  it('looks only at an open modal dialog, the page under it being inert', async () => {
    await page.setContent(`<!doctype html><html lang="en"><body style="margin:0">
      <button style="all:unset;width:10px;height:10px" aria-label="Behind one"></button><button style="all:unset;width:10px;height:10px" aria-label="Behind two"></button>
      <dialog id="modal"><button>Close</button></dialog></body></html>`);
    await page.evaluate(() => (document.getElementById('modal') as HTMLDialogElement).showModal());
    expect(await auditAtWidths(page, 'body', [320])).toEqual([]);
  });
});

describe('the no-pinch check of the phone journey', () => {
  /** The page's problems on a 360 px phone that honours its viewport tag, as Chrome on Android does. */
  async function fitOf(head: string, body: string): Promise<string[]> {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await phone.setContent(
      `<!doctype html><html lang="en"><head>${head}<style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body>${body}</body></html>`,
    );
    const problems = await phoneFitProblems(phone);
    await context.close();
    return problems;
  }
  const DEVICE_WIDTH = '<meta name="viewport" content="width=device-width, initial-scale=1">';

  it('finds a page laid out wider than the phone, one that forbids zooming, one too wide, and text too small to read', async () => {
    expect(await fitOf('', '<p>Cement</p>')).toEqual([
      'the viewport is not the device\'s width ("")',
      'laid out 980 px wide on a 360 px screen',
      'shown at scale 0.37',
    ]);
    expect(await fitOf('<meta name="viewport" content="width=device-width, user-scalable=no">', '<p>Cement</p>')).toEqual([
      'the page forbids zooming ("width=device-width, user-scalable=no")',
    ]);
    expect(await fitOf(DEVICE_WIDTH, '<div style="width:500px">wide</div>')).toContain('the page scrolls sideways by 140 px');
    expect(await fitOf(DEVICE_WIDTH, '<p style="font-size:10px">₹417 per bag</p>')).toEqual(['text set at 10 px: "₹417 per bag"']);
  });

  it('passes a page made for the phone, its screen-reader-only text left aside', async () => {
    const hidden = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);font-size:8px';
    expect(await fitOf(DEVICE_WIDTH, `<p>Cement <span style="${hidden}">price up</span></p>`)).toEqual([]);
  });
});

describe('the layout shift record', () => {
  it('counts content pushed down by something drawn late, and not content drawn into a kept place', async () => {
    const shiftOf = async (late: string) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(recordLayoutShifts);
      const phone = await context.newPage();
      // A page loaded from a URL (the init script runs before its own scripts).
      await phone.route('http://layout.test/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><body style="margin:0"><div id="slot" style="min-height:${late === 'kept' ? 200 : 0}px"></div>
        <p style="height:400px">Prices</p>
        <script>setTimeout(() => { document.getElementById('slot').innerHTML = '<div style="height:200px">Filters</div>'; }, 300);</script></body></html>`,
        }),
      );
      await phone.goto('http://layout.test/');
      await phone.waitForTimeout(600);
      const shift = totalShift(await layoutShiftsOf(phone));
      await context.close();
      return shift;
    };
    expect(await shiftOf('pushed')).toBeGreaterThan(MAX_LAYOUT_SHIFT);
    expect(await shiftOf('kept')).toBe(0);
  });
});
