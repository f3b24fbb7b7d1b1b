import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { HOUSE_CALCULATOR_TAG } from './houseCalculatorElement.tsx';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(HOUSE_CALCULATOR_TAG) as HTMLElement;
}

async function shadowOf(element: HTMLElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<nirmaan-house-calculator>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders in a shadow root and preselects the finish and wall type', async () => {
    defineNirmaanElement(HOUSE_CALCULATOR_TAG);
    const element = mount(`<${HOUSE_CALCULATOR_TAG} finish="premium" wall-type="bricks"></${HOUSE_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect(shadow.getByRole('heading', { name: 'House Construction Calculator' })).toBeTruthy();
    expect((shadow.getByRole('combobox', { name: 'Finish' }) as HTMLSelectElement).value).toBe('premium');
    expect((shadow.getByRole('combobox', { name: 'Wall type' }) as HTMLSelectElement).value).toBe('bricks');
  });

  it('fires a bubbling, composed nirmaan-calculated event with the result', async () => {
    defineNirmaanElement(HOUSE_CALCULATOR_TAG);
    const element = mount(`<${HOUSE_CALCULATOR_TAG}></${HOUSE_CALCULATOR_TAG}>`);
    const listener = vi.fn();
    element.addEventListener('nirmaan-calculated', listener);
    const shadow = await shadowOf(element);
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Plot length (ft)' }), { target: { value: '30' } });
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Plot width (ft)' }), { target: { value: '40' } });
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Number of floors' }), { target: { value: '2' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail.result).toMatchObject({ builtUpAreaSqft: 2040, estimatedCost: 4_039_200 });
  });

  it('can be defined twice without throwing', () => {
    expect(defineNirmaanElement(HOUSE_CALCULATOR_TAG)).toBe(defineNirmaanElement(HOUSE_CALCULATOR_TAG));
  });
});
