import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { LABOUR_CALCULATOR_TAG } from './labourCalculatorElement.tsx';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(LABOUR_CALCULATOR_TAG) as HTMLElement;
}

async function shadowOf(element: HTMLElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<nirmaan-labour-calculator>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the calculator inside an open shadow root with its styles', async () => {
    defineNirmaanElement(LABOUR_CALCULATOR_TAG);
    const element = mount(`<${LABOUR_CALCULATOR_TAG}></${LABOUR_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect(shadow.getByRole('heading', { name: 'Labour Force Calculator' })).toBeTruthy();
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain(':host');
    expect(element.shadowRoot?.querySelector('[data-nirmaan-portal]')).toBeTruthy();
  });

  it('preselects the work type and location from attributes', async () => {
    defineNirmaanElement(LABOUR_CALCULATOR_TAG);
    const element = mount(`<${LABOUR_CALCULATOR_TAG} work-type="plastering" location="metro"></${LABOUR_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    expect((shadow.getByRole('combobox', { name: 'Work type' }) as HTMLSelectElement).value).toBe('plastering');
    expect((shadow.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe('metro');
    expect((shadow.getByRole('spinbutton', { name: /Productivity/ }) as HTMLInputElement).value).toBe('300');
  });

  it('fires a bubbling, composed nirmaan-calculated event with the result', async () => {
    defineNirmaanElement(LABOUR_CALCULATOR_TAG);
    const element = mount(`<${LABOUR_CALCULATOR_TAG}></${LABOUR_CALCULATOR_TAG}>`);
    const listener = vi.fn();
    document.addEventListener('nirmaan-calculated', listener);
    const shadow = await shadowOf(element);
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Quantity (sqft)' }), { target: { value: '1200' } });
    fireEvent.change(shadow.getByRole('spinbutton', { name: 'Duration (days)' }), { target: { value: '1' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail.result.crew).toEqual({ skilled: 10, semiSkilled: 10, helpers: 10, headcount: 30 });
    document.removeEventListener('nirmaan-calculated', listener);
  });

  it('speaks the language of its lang attribute, follows a change of it and never writes on the element', async () => {
    defineNirmaanElement(LABOUR_CALCULATOR_TAG);
    const element = mount(`<${LABOUR_CALCULATOR_TAG} lang="kn"></${LABOUR_CALCULATOR_TAG}>`);
    const shadow = await shadowOf(element);
    const kannadaTitle = await shadow.findByRole('heading', { name: 'ಕಾರ್ಮಿಕರ ಲೆಕ್ಕಾಚಾರ' });
    expect(kannadaTitle.closest('[lang]')?.getAttribute('lang')).toBe('kn');
    expect(shadow.getByRole('button', { name: 'ಲೆಕ್ಕ ಹಾಕಿ' })).toBeTruthy();
    element.setAttribute('lang', 'ta-IN');
    expect(await shadow.findByRole('heading', { name: 'தொழிலாளர் கணக்கீடு' })).toBeTruthy();
    expect(element.getAttributeNames().sort()).toEqual(['lang']);
  });

  it('can be defined twice without throwing', () => {
    expect(defineNirmaanElement(LABOUR_CALCULATOR_TAG)).toBe(defineNirmaanElement(LABOUR_CALCULATOR_TAG));
  });
});
