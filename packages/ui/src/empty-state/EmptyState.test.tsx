import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../link/Link.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, the description and the action', () => {
    render(
      <EmptyState
        title="Your cart is empty"
        description="Add cement, steel or bricks to get started."
        action={<Link href="/products">Browse Products</Link>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add cement, steel or bricks to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('takes the heading level of its place in the page', () => {
    render(<EmptyState title="No saved addresses" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No saved addresses' })).toBeInTheDocument();
  });
});
