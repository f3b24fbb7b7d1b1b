import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConstructionCostGuide } from './ConstructionCostGuide.tsx';

describe('<ConstructionCostGuide>', () => {
  it('has the calculator as its h1 and the guide text with the spec figures', () => {
    render(<ConstructionCostGuide />);
    expect(screen.getByRole('heading', { level: 1, name: 'Construction Cost Calculator' })).toBeInTheDocument();
    expect(screen.getByText(/costs about ₹1,300-2,500 per sq ft/)).toBeInTheDocument();
    expect(screen.getByText(/Labour alone is about ₹450-650 per sq ft/)).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: 'Construction rate by quality' });
    expect(rates).toHaveTextContent('Basic₹1,300Standard₹1,600Premium₹2,000Luxury₹2,500');
    expect(screen.getByText(/Supervision: 5% of the basic cost/)).toBeInTheDocument();
    expect(screen.getByText(/Contingency: 10% of the basic cost/)).toBeInTheDocument();
    expect(screen.getByText(/plan approval ₹50,000, soil testing ₹15,000, compound wall ₹80,000, borewell and overhead tank ₹1,20,000/)).toBeInTheDocument();
    expect(screen.getByText(/20x30 \(600 sq ft plot, 1,080 sq ft built-up\)/)).toBeInTheDocument();
  });
});
