import { configure, type QuoteRequest } from '@nirmaan/core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { QUOTE_REQUEST_TAG } from './quoteRequestElement.tsx';
import { installFakeApi } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};
afterEach(() => {
  document.body.innerHTML = '';
  configure({ partnerId: null });
  restore();
});

/** The control a <label> names, inside a shadow root (accessible-name lookups stop at its boundary in jsdom). */
function controlLabelled(root: ShadowRoot, label: RegExp): HTMLElement {
  const found = [...root.querySelectorAll('label')].find((candidate) => label.test(candidate.textContent ?? ''));
  const control = found ? root.getElementById(found.htmlFor) : null;
  if (!control) throw new Error(`no control labelled ${label}`);
  return control;
}

describe('<nirmaan-quote-request>', () => {
  it("sends a quote with the page's partner id and the product, and fires nirmaan-quote-sent", async () => {
    const sent: QuoteRequest[] = [];
    restore = installFakeApi({ onQuote: (request) => sent.push(request) });
    configure({ partnerId: 'blog-7' });
    defineNirmaanElement(QUOTE_REQUEST_TAG);
    document.body.innerHTML = `<${QUOTE_REQUEST_TAG} material="TMT Bars" product-id="4" label="Ask for a steel price"></${QUOTE_REQUEST_TAG}>`;
    const element = document.querySelector(QUOTE_REQUEST_TAG) as HTMLElement;
    const listener = vi.fn();
    element.addEventListener('nirmaan-quote-sent', listener);
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeTruthy());
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    fireEvent.click(shadow.getByRole('button', { name: 'Ask for a steel price' }));
    // The modal's code arrives when it is first asked for.
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')).toBeTruthy());
    const type = (label: RegExp, value: string) => fireEvent.change(controlLabelled(element.shadowRoot!, label), { target: { value } });
    type(/Full name/, 'Anitha Raj');
    type(/Phone number/, '9123400001');
    type(/Email/, 'anitha@example.com');
    type(/Quantity/, '2.5');
    type(/^Unit/, 'Tons (MT)');
    fireEvent.click([...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Submit Request')!);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ id: 41, created_at: '2026-11-22T10:00:00Z' });
    expect(sent).toEqual([expect.objectContaining({ material: 'TMT Bars', quantity: 2.5, unit: 'Tons (MT)', product_id: 4, partner_id: 'blog-7' })]);
  });
});
