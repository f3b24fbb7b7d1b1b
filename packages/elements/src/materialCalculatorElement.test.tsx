import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { MATERIAL_CALCULATOR_TAG } from './materialCalculatorElement.tsx';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(MATERIAL_CALCULATOR_TAG) as HTMLElement;
}

async function shadowOf(element: HTMLElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<nirmaan-material-calculator>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the calculator inside an open shadow root with its styles', async () => {
    defineNirmaanElement(MATERIAL_CALCULATOR_TAG);
    const element = mount(`<${MATERIAL_CALCULATOR_TAG}></${MATERIAL_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect(shadow.getByRole('heading', { name: 'Material Calculator' })).toBeTruthy();
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain(':host');
  });

  it('preselects the calculation type and grade from attributes', async () => {
    defineNirmaanElement(MATERIAL_CALCULATOR_TAG);
    const element = mount(`<${MATERIAL_CALCULATOR_TAG} calculation-type="steel" grade="Fe500"></${MATERIAL_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect(shadow.getByRole('tab', { name: 'Steel' }).getAttribute('aria-selected')).toBe('true');
    expect((shadow.getByRole('combobox', { name: 'Steel grade' }) as HTMLSelectElement).value).toBe('Fe500');
  });

  it('fires a bubbling, composed nirmaan-calculated event with the result', async () => {
    defineNirmaanElement(MATERIAL_CALCULATOR_TAG);
    const element = mount(`<${MATERIAL_CALCULATOR_TAG} calculation-type="paint"></${MATERIAL_CALCULATOR_TAG}>`);
    const listener = vi.fn();
    document.addEventListener('nirmaan-calculated', listener);
    const shadow = await shadowOf(element);
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Length (m)' }), { target: { value: '12' } });
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Width (m)' }), { target: { value: '10' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail.result).toMatchObject({ type: 'paint', primerLitres: 10, paintLitres: 12 });
    document.removeEventListener('nirmaan-calculated', listener);
  });

  it('can be defined twice without throwing', () => {
    expect(defineNirmaanElement(MATERIAL_CALCULATOR_TAG)).toBe(defineNirmaanElement(MATERIAL_CALCULATOR_TAG));
  });
});
