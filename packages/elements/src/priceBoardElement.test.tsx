import { $config, configure } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { CHATBOT_TAG } from './chatbotElement.tsx';
import { PRICE_BOARD_TAG } from './priceBoardElement.tsx';
import { ELEMENTS } from './elementChunks.ts';
import { installFakeApi, installFakePrices } from '@nirmaan/widgets/testing';

let restore: Array<() => void> = [];
let queries: Array<{ city: string | null; category: string | null }> = [];

function mount(html: string): HTMLElement {
  queries = [];
  restore = [installFakeApi(), installFakePrices({ onQuery: (query) => queries.push(query) })];
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

afterEach(() => {
  document.body.innerHTML = '';
  for (const undo of restore.reverse()) undo();
  restore = [];
  configure({ partnerId: null });
});

describe('<nirmaan-price-board>', () => {
  it('shows the board in its shadow root for the city and category its attributes name', async () => {
    defineNirmaanElement(PRICE_BOARD_TAG);
    const element = mount(`<${PRICE_BOARD_TAG} city="Chennai" category="TMT Bars"></${PRICE_BOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('table')).toBeTruthy());
    expect(queries).toEqual([{ city: 'Chennai', category: 'TMT Bars' }]);
    expect(shadowOf(element).getByRole('heading', { name: 'Price Today' })).toBeTruthy();
    expect(shadowOf(element).getByRole('button', { name: 'TMT Bars' }).getAttribute('aria-pressed')).toBe('true');
    expect(shadowOf(element).getByRole('button', { name: 'Chennai', pressed: true })).toBeInTheDocument();
  });

  it('shows its defaults for a city or category it does not know, says so, and keeps its partner-id to itself', async () => {
    defineNirmaanElement(PRICE_BOARD_TAG);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(`<${PRICE_BOARD_TAG} city="Mumbai" category="Gold" partner-id="blog-7"></${PRICE_BOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('table')).toBeTruthy());
    expect(queries).toEqual([{ city: null, category: null }]);
    const notice = await shadowOf(element).findByText('city="Mumbai" is not one of Bangalore, Chennai, Coimbatore: the default is shown instead.');
    expect(notice.closest('[role="status"]')?.textContent).toContain("This widget's settings need a fix");
    // The console warning comes from an effect, after the notice has rendered.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('category="Gold" is not one of Cement, TMT Bars, Bulk Material, RMC, Bricks and Blocks')),
    );
    warn.mockRestore();
    // The page's partner (what other widgets on the page send) is not this element's.
    expect($config.get().partnerId).toBeNull();
  });

  it('is in the loader\u2019s registry, so embed.js defines it', async () => {
    const element = ELEMENTS[PRICE_BOARD_TAG];
    expect(element.reserve.every((height) => height > 0)).toBe(true);
    expect((await element.chunk()).default.tagName).toBe(PRICE_BOARD_TAG);
  });
});

describe('<nirmaan-chatbot partner-id>', () => {
  it('keeps its partner id to itself: the page’s stays as it was', async () => {
    configure({ partnerId: 'page-partner' });
    defineNirmaanElement(CHATBOT_TAG);
    const element = mount(`<${CHATBOT_TAG} partner-id="blog-7"></${CHATBOT_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('button', { name: 'Chat with us' })).toBeTruthy());
    expect($config.get().partnerId).toBe('page-partner');
  });
});
