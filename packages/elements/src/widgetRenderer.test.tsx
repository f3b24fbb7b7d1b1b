import { act, createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementClass } from './defineElement.tsx';

/** A widget that says when it leaves: its effect's cleanup runs when its React root unmounts. */
const unmounted = vi.fn();
function Greeting({ name }: { name?: string }) {
  useEffect(() => unmounted, []);
  return <p>Hello {name}</p>;
}

customElements.define(
  'test-greeting',
  createElementClass(
    { tagName: 'test-greeting', attributes: { name: 'string' }, events: {}, render: (props: { name?: string }) => <Greeting {...props} /> } as never,
    {
      adoptStyles: () => undefined,
    },
  ),
);

const text = (element: Element) => element.shadowRoot?.textContent ?? '';
afterEach(() => {
  document.body.replaceChildren();
  unmounted.mockClear();
});

describe("an element's React root", () => {
  it('unmounts once the element has left the page, a microtask later', async () => {
    const element = document.createElement('test-greeting');
    element.setAttribute('name', 'Ravi');
    await act(async () => document.body.append(element));
    expect(text(element)).toContain('Hello Ravi');
    element.remove();
    expect(unmounted).not.toHaveBeenCalled();
    await act(async () => await Promise.resolve());
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('is kept when the element is put back at once (moved): the widget keeps its state', async () => {
    const element = document.createElement('test-greeting');
    element.setAttribute('name', 'Ravi');
    await act(async () => document.body.append(element));
    const other = document.createElement('section');
    await act(async () => {
      document.body.append(other);
      other.append(element); // disconnected, then connected again in the same task
    });
    expect(unmounted).not.toHaveBeenCalled();
    expect(text(element)).toContain('Hello Ravi');
  });

  it('is removed by a React app of the same React without React refusing to unmount it during a render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const App = ({ shown }: { shown: boolean }) => (shown ? createElement('test-greeting', { name: 'Meena' }) : null);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<App shown />));
    expect(text(container.querySelector('test-greeting')!)).toContain('Hello Meena');
    await act(async () => root.render(<App shown={false} />));
    expect(container.querySelector('test-greeting')).toBeNull();
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/synchronously unmount a root/);
    errors.mockRestore();
    root.unmount();
  });
});
