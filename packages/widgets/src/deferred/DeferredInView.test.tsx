import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredInView } from './DeferredInView.tsx';
import { deferredComponent } from './deferredComponent.tsx';

/** A stand-in IntersectionObserver the test moves by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports whether the observed element is now within the margin of the viewport. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Leads() {
  return <p>Chatbot Inquiries</p>;
}

describe('DeferredInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
  });

  it('fetches the part only once it comes within 300px of the viewport, keeping its space until then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const importer = vi.fn(async () => Leads);
    const DeferredLeads = deferredComponent(importer);
    const { container } = render(
      <DeferredInView loadingLabel="Loading leads..." minHeight="24rem">
        <DeferredLeads />
      </DeferredInView>,
    );
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe('300px');
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('24rem');

    observer?.report(false);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByText('Chatbot Inquiries')).toBeNull();

    observer?.report(true);
    expect(await screen.findByText('Chatbot Inquiries')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('');
  });

  it('renders the part at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <DeferredInView loadingLabel="Loading leads..." minHeight="24rem">
        <Leads />
      </DeferredInView>,
    );
    expect(await screen.findByText('Chatbot Inquiries')).toBeInTheDocument();
  });
});
