import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button.tsx';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('shows its heading, actions and content', () => {
    render(
      <Card heading="Delivery address" actions={<Button variant="ghost">Edit</Button>}>
        <p>12 MG Road, Bangalore</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bangalore')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('as a section is a region named by its heading', () => {
    render(
      <Card as="section" heading="Order summary" headingLevel={3}>
        <p>3 items</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('3 items');
    expect(screen.getByRole('heading', { level: 3, name: 'Order summary' })).toBeInTheDocument();
  });
});
