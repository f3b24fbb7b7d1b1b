import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading products..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
  });

  it('says Loading... by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('is silent when decorative', () => {
    const { container } = render(<Spinner label="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
