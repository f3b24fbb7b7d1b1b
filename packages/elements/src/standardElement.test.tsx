import { $config, configure } from '@nirmaan/core';
import { usePartnerId } from '@nirmaan/widgets';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementClass } from './defineElement.tsx';
import { standardDefinition, standardWidgetProps, type StandardElementSpec } from './standardElement.tsx';

const SPEC: StandardElementSpec = {
  tagName: 'nirmaan-standard-sample',
  attributes: { shade: 'string', count: 'number', partnerId: 'string' },
  allowedValues: { shade: ['light', 'dark'] },
  events: { onPicked: 'nirmaan-picked' },
};

afterEach(() => {
  document.body.innerHTML = '';
  configure({ partnerId: null });
});

describe('standardWidgetProps', () => {
  it('passes the attributes by name (the partner id aside) and the callbacks', () => {
    const onPicked = vi.fn();
    expect(standardWidgetProps(SPEC, { shade: 'dark', count: 3, partnerId: 'blog-7', onPicked })).toEqual({ shade: 'dark', count: 3, onPicked });
  });
});

describe('a standard element', () => {
  function Sample({ shade, count, onPicked }: { shade?: string; count?: number; onPicked: (detail: { shade: string }) => void }) {
    const partnerId = usePartnerId();
    return (
      <button type="button" data-partner={partnerId ?? 'none'} onClick={() => onPicked({ shade: shade ?? 'none' })}>
        {`${shade ?? 'default'} × ${count ?? 0}`}
      </button>
    );
  }

  const buttonOf = (element: Element) => waitFor(() => element.shadowRoot?.querySelector('button') ?? Promise.reject(new Error('not yet')));

  it('renders its widget from its attributes and fires its events', async () => {
    customElements.define(SPEC.tagName, createElementClass(standardDefinition(SPEC, Sample as never), { adoptStyles: () => {} }));
    document.body.innerHTML = '<nirmaan-standard-sample shade="dark" count="4"></nirmaan-standard-sample>';
    const element = document.body.firstElementChild as HTMLElement;
    const button = await buttonOf(element);
    expect(button.textContent).toBe('dark × 4');

    const picked = vi.fn();
    element.addEventListener('nirmaan-picked', (event) => picked((event as CustomEvent).detail));
    button.click();
    expect(picked).toHaveBeenCalledWith({ shade: 'dark' });

    // A value outside the registry's set: the widget's default, and the element says why, in its box and on the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    element.setAttribute('shade', 'purple');
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('default × 4'));
    const notice = await waitFor(() => element.shadowRoot?.querySelector('[role="status"]') ?? Promise.reject(new Error('no notice yet')));
    expect(notice.textContent).toContain('shade="purple" is not one of light, dark: the default is shown instead.');
    // The console warning comes from an effect, after the notice has rendered.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('<nirmaan-standard-sample>: shade="purple" is not one of light, dark: the default is shown instead.'),
    );
    warn.mockRestore();

    // Put right: the notice goes.
    element.setAttribute('shade', 'light');
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="status"]')).toBeNull());
  });

  it('gives its widget its own partner id, else the page’s, and never changes the page’s', async () => {
    configure({ partnerId: 'page-partner' });
    document.body.innerHTML = [
      '<nirmaan-standard-sample partner-id="blog-7"></nirmaan-standard-sample>',
      '<nirmaan-standard-sample partner-id="dealer-42"></nirmaan-standard-sample>',
      '<nirmaan-standard-sample></nirmaan-standard-sample>',
    ].join('');
    const [blog, dealer, plain] = Array.from(document.body.children);
    expect((await buttonOf(blog!)).dataset['partner']).toBe('blog-7');
    expect((await buttonOf(dealer!)).dataset['partner']).toBe('dealer-42');
    expect((await buttonOf(plain!)).dataset['partner']).toBe('page-partner');
    expect($config.get().partnerId).toBe('page-partner');

    dealer!.removeAttribute('partner-id');
    await waitFor(() => expect(dealer!.shadowRoot?.querySelector('button')?.dataset['partner']).toBe('page-partner'));
  });
});
