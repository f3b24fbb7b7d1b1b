import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { installFakeBoq } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};
afterEach(() => {
  document.body.innerHTML = '';
  restore();
});

describe('<nirmaan-boq-calculator>', () => {
  it('calculates on the server and fires nirmaan-calculated with the request and the answer', async () => {
    restore = installFakeBoq();
    defineNirmaanElement('nirmaan-boq-calculator');
    document.body.innerHTML = '<nirmaan-boq-calculator></nirmaan-boq-calculator>';
    const element = document.querySelector('nirmaan-boq-calculator') as HTMLElement;
    const listener = vi.fn();
    element.addEventListener('nirmaan-calculated', listener);
    await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
    fireEvent.submit(element.shadowRoot!.querySelector('form')!);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const { detail } = listener.mock.calls[0]![0] as CustomEvent;
    expect(detail.input).toMatchObject({ plot_size: 1000, no_of_floors: 1 });
    expect(detail.result.built_up_area).toBe(780);
    expect(within(element.shadowRoot as unknown as HTMLElement).getByText('780 sq ft')).toBeTruthy();
  });
});
