import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from './Toast.tsx';
import { createToastStore, showToast, toastStore } from './toastStore.ts';

afterEach(() => {
  vi.useRealTimers();
  act(() => toastStore.clear());
});

describe('ToastViewport', () => {
  it('shows a toast in a polite live region', () => {
    render(<ToastViewport />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      showToast({ title: 'Added to cart', description: 'UltraTech cement, 10 bags', tone: 'success' });
    });
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('Added to cartUltraTech cement, 10 bags');
    expect(screen.getByText('Added to cart')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows errors as alerts', () => {
    render(<ToastViewport />);
    act(() => {
      showToast({ title: 'Payment failed', tone: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('removes a toast with its Dismiss button', async () => {
    const user = userEvent.setup();
    render(<ToastViewport />);
    act(() => {
      showToast({ title: 'Address saved', tone: 'info' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  });

  it('dismisses itself after 5 seconds', () => {
    vi.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast({ title: 'Order placed', tone: 'success' });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
  });

  it('takes its time from the store or the toast, and can stay', () => {
    vi.useFakeTimers();
    const store = createToastStore({ duration: 1000 });
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ title: 'Quick', tone: 'info' });
      store.show({ title: 'Sticky', tone: 'error', duration: Number.POSITIVE_INFINITY });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  // fireEvent, not user-event: Testing Library's async wrapper waits on a real timer that fake timers freeze.
  it('waits while the pointer is over a toast', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ title: 'Read me slowly', tone: 'info' });
    });
    fireEvent.pointerOver(screen.getByText('Read me slowly'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();
    fireEvent.pointerOut(screen.getByText('Read me slowly'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });

  it('waits while a keyboard user is on its Dismiss button', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ title: 'Quote saved', tone: 'success' });
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Quote saved')).toBeInTheDocument();
    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Quote saved')).not.toBeInTheDocument();
  });
});
