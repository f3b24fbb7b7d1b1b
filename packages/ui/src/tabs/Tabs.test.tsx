import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'profile', label: 'Profile', content: <p>Your name and phone</p> },
  { value: 'addresses', label: 'Addresses', content: <p>Saved delivery addresses</p> },
  { value: 'orders', label: 'Orders', content: <p>Your past orders</p> },
];

describe('Tabs', () => {
  it('shows a named tab list with the first tab selected', () => {
    render(<Tabs label="Account sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Your name and phone');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Account sections" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const addresses = screen.getByRole('tab', { name: 'Addresses' });
    expect(addresses).toHaveFocus();
    expect(addresses).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('addresses');
    expect(screen.getByRole('tabpanel', { name: 'Addresses' })).toHaveTextContent('Saved delivery addresses');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click and follows a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs label="Account sections" items={items} value="profile" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(onValueChange).toHaveBeenCalledWith('orders');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Account sections" items={items} value="orders" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultValue', () => {
    render(<Tabs label="Account sections" items={items} defaultValue="orders" />);
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order and renders only its panel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs label="Account sections" items={items} defaultValue="addresses" />
        <button type="button">After the tabs</button>
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByText('Your name and phone')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Addresses' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the tabs' })).toHaveFocus();
  });

  it('skips a disabled tab with the arrow keys', async () => {
    const user = userEvent.setup();
    const withDisabled = items.map((item) => ({ ...item, disabled: item.value === 'addresses' }));
    render(<Tabs label="Account sections" items={withDisabled} />);
    expect(screen.getByRole('tab', { name: 'Addresses' })).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('in manual mode, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Account sections" items={items} activationMode="manual" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledWith('addresses');
  });
});
