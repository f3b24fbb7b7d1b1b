import { render, screen } from '@testing-library/react';
import { $locale } from '@nirmaan/core';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('<ConstructionCostGuide> in Hindi', () => {
  afterEach(() => $locale.set('en'));

  it('says the guide in Hindi under lang="hi", with the figures and the calculator\'s own words for the qualities and fixed costs', async () => {
    $locale.set('hi');
    render(<ConstructionCostGuide />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'घर बनाने में प्रति sq ft कितना खर्च आता है' });
    expect(heading.closest('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText(/बिल्ट-अप एरिया के प्रति sq ft लगभग ₹1,300-2,500 में बनता है/)).toBeInTheDocument();
    const rates = await screen.findByRole('table', { name: 'क्वालिटी के हिसाब से निर्माण का रेट' });
    expect(rates).toHaveTextContent('साधारण₹1,300मध्यम₹1,600');
    expect(screen.getByText('देखरेख: इंजीनियर या साइट सुपरवाइज़र के लिए मूल लागत का 5%।')).toBeInTheDocument();
    expect(screen.getByText(/नक्शा पास कराना ₹50,000, मिट्टी की जाँच ₹15,000, चारदीवारी ₹80,000, बोरवेल और ऊपर की टंकी ₹1,20,000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'घर निर्माण कैलकुलेटर' })).toBeInTheDocument();
  });
});
