import { logout, signInBuyer } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { installFakeApi, sampleBuyerRfq, sampleBuyerRfqs } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};

function mount(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('nirmaan-rfqs');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<nirmaan-rfqs>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('buyer');
    restore();
  });

  it("shows the buyer's requests, or with rfq-id that request's offers side by side", async () => {
    restore = installFakeApi({ buyerRfqs: [...sampleBuyerRfqs(), sampleBuyerRfq(9)] });
    signInBuyer('rfqs-element');
    defineNirmaanElement('nirmaan-rfqs');
    const list = mount();
    const compared = mount({ 'rfq-id': '9' });
    await waitFor(() => expect(shadowOf(list).getByRole('link', { name: 'Compare offers: request #7, 3 offers' })).toBeTruthy());
    await waitFor(() => expect(shadowOf(compared).getByRole('heading', { name: 'Request #9' })).toBeTruthy());
    expect(shadowOf(compared).getByRole('article', { name: 'Chamundi Cement Depot' })).toBeTruthy();
  });

  it('asks a visitor to log in inside its own box', async () => {
    restore = installFakeApi();
    defineNirmaanElement('nirmaan-rfqs');
    const element = mount();
    await waitFor(() => expect(shadowOf(element).getByRole('heading', { name: 'Please Log In' })).toBeTruthy());
  });
});
