import { $config, configure } from '@nirmaan/core';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementClass } from './defineElement.tsx';
import { standardDefinition, standardWidgetProps, type StandardElementSpec } from './standardElement.tsx';

const SPEC: StandardElementSpec = {
  tagName: 'nirmaan-standard-sample',
  attributes: { shade: 'string', count: 'number', partnerId: 'string' },
  allowedValues: { shade: ['light', 'dark'] },
  events: { onPicked: 'nirmaan:picked' },
};

afterEach(() => {
  document.body.innerHTML = '';
  configure({ partnerId: null });
});

describe('standardWidgetProps', () => {
  it('passes the attributes by name, an unknown value of a fixed set as undefined, and the callbacks', () => {
    const onPicked = vi.fn();
    expect(standardWidgetProps(SPEC, { shade: 'dark', count: 3, partnerId: 'blog-7', onPicked })).toEqual({ shade: 'dark', count: 3, onPicked });
    expect(standardWidgetProps(SPEC, { shade: 'purple', count: undefined, onPicked })).toEqual({ shade: undefined, count: undefined, onPicked });
  });
});

describe('a standard element', () => {
  function Sample({ shade, count, onPicked }: { shade?: string; count?: number; onPicked: (detail: { shade: string }) => void }) {
    return (
      <button type="button" onClick={() => onPicked({ shade: shade ?? 'none' })}>
        {`${shade ?? 'default'} × ${count ?? 0}`}
      </button>
    );
  }

  it('renders its widget from its attributes, fires its events and sets the page’s partner', async () => {
    const definition = standardDefinition(SPEC, Sample as never, ({ partnerId, children }) => {
      if (partnerId) configure({ partnerId });
      return children;
    });
    customElements.define(SPEC.tagName, createElementClass(definition, { adoptStyles: () => {} }));
    document.body.innerHTML = '<nirmaan-standard-sample shade="dark" count="4" partner-id="blog-7"></nirmaan-standard-sample>';
    const element = document.body.firstElementChild as HTMLElement;
    const button = await waitFor(() => element.shadowRoot?.querySelector('button') ?? Promise.reject(new Error('not yet')));
    expect(button.textContent).toBe('dark × 4');
    expect($config.get().partnerId).toBe('blog-7');

    const picked = vi.fn();
    element.addEventListener('nirmaan:picked', (event) => picked((event as CustomEvent).detail));
    button.click();
    expect(picked).toHaveBeenCalledWith({ shade: 'dark' });

    element.setAttribute('shade', 'purple');
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('default × 4'));
  });
});
