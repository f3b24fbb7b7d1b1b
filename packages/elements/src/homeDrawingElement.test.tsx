import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<nirmaan-home-drawing>', () => {
  it('starts on the nakshatra of its attribute and fires nirmaan-plan-generated with the plan', async () => {
    defineNirmaanElement('nirmaan-home-drawing');
    document.body.innerHTML = `<nirmaan-home-drawing nakshatra="Ashlesha"></nirmaan-home-drawing>`;
    const element = document.querySelector('nirmaan-home-drawing') as HTMLElement;
    const listener = vi.fn();
    element.addEventListener('nirmaan-plan-generated', listener);
    await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
    fireEvent.submit(element.shadowRoot!.querySelector('form')!);
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const { detail } = listener.mock.calls[0]![0] as CustomEvent;
    expect(detail.plan.nakshatra.name).toBe('Ashlesha');
    expect(detail.plan.mainDirection).toBe('North');
    // The drawing's code arrives with the first plan.
    await waitFor(() =>
      expect(element.shadowRoot!.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Ground Floor plan, 30 by 40 ft, north up'),
    );
  });
});
