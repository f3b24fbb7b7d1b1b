import { describe, expect, it } from 'vitest';
import { orderThumbnails, orderTimeline } from './orderRules.ts';
import { formatOrderDate, orderStatusLabel, orderStatusTone } from './orderStatus.ts';

describe('order status', () => {
  it('colours statuses as the spec says, unknown ones grey', () => {
    expect(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'].map((status) => orderStatusTone(status))).toEqual([
      'warning',
      'info',
      'purple',
      'success',
      'danger',
      'neutral',
    ]);
    expect(orderStatusTone('shipped', 'account')).toBe('info');
  });

  it('capitalises the label and formats dates for en-IN', () => {
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(formatOrderDate('2026-01-05T10:00:00Z')).toBe('5 Jan 2026');
  });

  it("shows up to 3 thumbnails and '+N' for the rest", () => {
    const items = Array.from({ length: 5 }, (_, id) => ({
      id,
      quantity: 1,
      price_per_unit: 1,
      listing: { id, product: { id, name: `P${id}`, image_url: null, image: null } },
    }));
    const { shown, more } = orderThumbnails({ order_items: items });
    expect(shown).toHaveLength(3);
    expect(more).toBe(2);
  });
});

describe('orderTimeline', () => {
  const placed = { status_history: [{ status: 'pending' as const, changed_at: '2026-11-20T09:30:00Z' }], order_date: '2026-11-20T09:30:00Z' };

  it('shows the normal progress with the current step marked and later steps upcoming', () => {
    const steps = orderTimeline({
      ...placed,
      status: 'processing',
      status_history: [...placed.status_history, { status: 'processing', changed_at: '2026-11-21T10:00:00Z' }],
    });
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Pending', 'done', '2026-11-20T09:30:00Z'],
      ['Processing', 'current', '2026-11-21T10:00:00Z'],
      ['Shipped', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('ends a cancelled order at Cancelled after the steps it reached', () => {
    const steps = orderTimeline({
      ...placed,
      status: 'cancelled',
      status_history: [...placed.status_history, { status: 'cancelled', changed_at: '2026-11-20T11:00:00Z' }],
    });
    expect(steps.map((step) => [step.label, step.state])).toEqual([
      ['Pending', 'done'],
      ['Cancelled', 'current'],
    ]);
  });

  it('takes the order date for Pending when the history is missing it', () => {
    expect(orderTimeline({ status: 'pending', status_history: [], order_date: '2026-11-20T09:30:00Z' })[0]).toEqual({
      status: 'pending',
      label: 'Pending',
      at: '2026-11-20T09:30:00Z',
      state: 'current',
    });
  });
});
