import { configure, logout, signInBuyer, type RfqRequest } from '@nirmaan/core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { installFakeApi } from '@nirmaan/widgets/testing';

const RFQ_TAG = 'nirmaan-rfq';

let restore: () => void = () => {};
afterEach(() => {
  document.body.innerHTML = '';
  configure({ partnerId: null });
  logout();
  restore();
});

/** The control a <label> names, inside a shadow root (accessible-name lookups stop at its boundary in jsdom). */
function controlLabelled(root: ShadowRoot, label: RegExp): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((candidate) => label.test(candidate.textContent ?? ''));
  const control = found ? root.getElementById(found.htmlFor) : null;
  if (!control) throw new Error(`no control labelled ${label}`);
  return control as HTMLInputElement;
}

/** What the BOQ calculator fires after a calculation (the parts the request reads). */
const BOQ_DETAIL = { input: {}, result: { cement_bags: 310.4, steel_kg: 2400, m_sand_cft: 820, masonry_unit: 'bricks', masonry_quantity: 12000 } };

describe('<nirmaan-rfq>', () => {
  it('starts from a calculation made before its code arrived (the loader’s element keeps the latest)', async () => {
    restore = installFakeApi();
    signInBuyer('buyer-token');
    defineNirmaanElement(RFQ_TAG);
    const calculator = Object.assign(document.createElement('nirmaan-boq-calculator'), { id: 'estimate', lastCalculation: BOQ_DETAIL });
    document.body.append(calculator);
    document.body.insertAdjacentHTML('beforeend', `<${RFQ_TAG} calculator="estimate"></${RFQ_TAG}>`);
    const element = document.querySelector(RFQ_TAG) as HTMLElement;
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeTruthy());
    fireEvent.click(within(element.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Get prices from suppliers' }));
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')).toBeTruthy());
    expect(controlLabelled(element.shadowRoot!, /^Item 1$/).value).toBe('Cement (OPC 43)');
  });

  it("starts from the materials of the calculator it names, sends them with the page's partner id, and fires nirmaan-rfq-sent", async () => {
    const sent: RfqRequest[] = [];
    restore = installFakeApi({ onRfq: (request) => sent.push(request) });
    configure({ partnerId: 'blog-7' });
    signInBuyer('buyer-token');
    defineNirmaanElement(RFQ_TAG);
    document.body.innerHTML = `<div id="boq"></div><${RFQ_TAG} calculator="boq" label="Get prices for your BOQ"></${RFQ_TAG}>`;
    const element = document.querySelector(RFQ_TAG) as HTMLElement;
    const listener = vi.fn();
    element.addEventListener('nirmaan-rfq-sent', listener);
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeTruthy());

    // Another element's event, and a detail that is not a calculation, leave the request blank.
    document.body.insertAdjacentHTML('beforeend', '<div id="other"></div>');
    document.getElementById('other')!.dispatchEvent(new CustomEvent('nirmaan-calculated', { bubbles: true, detail: BOQ_DETAIL }));
    // The calculator named: the element's tag says which calculator it is.
    const calculator = document.createElement('nirmaan-boq-calculator');
    calculator.id = 'boq';
    document.getElementById('boq')!.replaceWith(calculator);
    calculator.dispatchEvent(new CustomEvent('nirmaan-calculated', { bubbles: true, composed: true, detail: BOQ_DETAIL }));

    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    fireEvent.click(shadow.getByRole('button', { name: 'Get prices for your BOQ' }));
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')).toBeTruthy());
    expect(controlLabelled(element.shadowRoot!, /^Item 1$/).value).toBe('Cement (OPC 43)');
    expect(controlLabelled(element.shadowRoot!, /^Quantity of Cement/).value).toBe('311');
    fireEvent.change(controlLabelled(element.shadowRoot!, /Site pincode/), { target: { value: '560001' } });
    fireEvent.click([...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Ask for prices')!);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toMatchObject({ id: 51, sellers_asked: 3 });
    expect(sent).toEqual([expect.objectContaining({ source: 'boq', partner_id: 'blog-7', site_pincode: '560001' })]);
    expect(sent[0]?.items).toContainEqual({ description: 'Cement (OPC 43)', material: 'Cement', quantity: 311, unit: 'Bags' });
    expect(sent[0]?.items).toContainEqual({ description: 'Bricks', material: 'Bricks and Blocks', quantity: 12000, unit: 'Numbers (Nos)' });
  });
});
