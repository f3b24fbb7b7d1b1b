import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { COST_CALCULATOR_TAG } from './costCalculatorElement.tsx';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(COST_CALCULATOR_TAG) as HTMLElement;
}

async function shadowOf(element: HTMLElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<nirmaan-cost-calculator>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders in a shadow root and preselects the quality and floors', async () => {
    defineNirmaanElement(COST_CALCULATOR_TAG);
    const element = mount(`<${COST_CALCULATOR_TAG} quality="premium" floors="3"></${COST_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect(shadow.getByRole('heading', { name: 'Construction Cost Calculator' })).toBeTruthy();
    expect((shadow.getByRole('combobox', { name: 'Quality' }) as HTMLSelectElement).value).toBe('premium');
    expect((shadow.getByRole('combobox', { name: 'Floors' }) as HTMLSelectElement).value).toBe('3');
  });

  it('fires a bubbling, composed nirmaan-calculated event with the result', async () => {
    defineNirmaanElement(COST_CALCULATOR_TAG);
    const element = mount(`<${COST_CALCULATOR_TAG}></${COST_CALCULATOR_TAG}>`);
    const listener = vi.fn();
    document.addEventListener('nirmaan-calculated', listener);
    const shadow = await shadowOf(element);
    fireEvent.click(shadow.getByRole('button', { name: /^20x30/ }));
    fireEvent.click(shadow.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail.result).toMatchObject({ basicCost: 1_728_000, grandTotal: 2_252_200 });
    document.removeEventListener('nirmaan-calculated', listener);
  });

  it('can be defined twice without throwing', () => {
    expect(defineNirmaanElement(COST_CALCULATOR_TAG)).toBe(defineNirmaanElement(COST_CALCULATOR_TAG));
  });
});
