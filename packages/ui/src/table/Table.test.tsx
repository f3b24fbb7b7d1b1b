import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Badge } from '../badge/Badge.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Order {
  id: string;
  status: string;
  total: number;
}

const columns: TableColumn<Order>[] = [
  { key: 'id', header: 'Order', rowHeader: true },
  { key: 'status', header: 'Status', render: (order) => <Badge tone="info">{order.status}</Badge> },
  { key: 'total', header: 'Total', align: 'end', render: (order) => `₹${order.total}` },
];

const orders: Order[] = [
  { id: 'NRM-1001', status: 'Processing', total: 4200 },
  { id: 'NRM-1002', status: 'Shipped', total: 980 },
];

describe('Table', () => {
  it('is a named table with column and row headers', () => {
    render(<Table caption="Your orders" columns={columns} rows={orders} rowKey={(order) => order.id} />);
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Status', 'Total']);
    const row = within(table).getByRole('row', { name: /NRM-1002/ });
    expect(within(row).getByRole('rowheader', { name: 'NRM-1002' })).toBeInTheDocument();
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('₹980')).toBeInTheDocument();
  });

  it('sits in a named scroll region a keyboard can reach', async () => {
    const user = userEvent.setup();
    render(<Table caption="Your orders" hideCaption columns={columns} rows={orders} rowKey={(order) => order.id} />);
    const region = screen.getByRole('region', { name: 'Your orders' });
    await user.tab();
    expect(region).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Your orders' })).toBeInTheDocument();
  });

  it('shows the empty node when there are no rows', () => {
    render(<Table caption="Your orders" columns={columns} rows={[]} rowKey={(order) => order.id} empty={<p>No orders yet</p>} />);
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(within(table).getByText('No orders yet')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '3');
  });
});
