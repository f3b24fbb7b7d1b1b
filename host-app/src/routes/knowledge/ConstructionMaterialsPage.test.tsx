import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConstructionMaterialsPage } from './ConstructionMaterialsPage.tsx';

describe('/knowledge/construction-materials', () => {
  afterEach(() => $locale.set('en'));

  it('says the guide and its tables in Tamil under lang="ta", prices and grades as written', async () => {
    $locale.set('ta');
    render(<ConstructionMaterialsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'கட்டுமானப் பொருட்கள்' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    const prices = screen.getByRole('table', { name: 'கட்டுமானப் பொருட்களின் விலைகள் (தோராயமாக, 2025)' });
    expect(within(prices).getByRole('rowheader', { name: 'சிமெண்ட் (OPC 53 / OPC 43 / PPC)' }).closest('tr')).toHaveTextContent(
      /^சிமெண்ட் \(OPC 53 \/ OPC 43 \/ PPC\)50 kg மூட்டை₹360-450/,
    );
    const thumbRules = screen.getByRole('table', { name: 'கட்டுமானப் பரப்பின் ஒரு sq ft-க்குத் தேவையான பொருள் (தோராயக் கணக்கு)' });
    expect(within(thumbRules).getByRole('rowheader', { name: 'செங்கல்' }).closest('tr')).toHaveTextContent('8 (அல்லது சுமார் 1.1 சாலிட் பிளாக்)');
    expect(screen.getByRole('heading', { level: 3, name: 'மணலும் ஜல்லியும்' })).toBeInTheDocument();
    expect(screen.getByText(/12 mm கம்பி ஒரு மீட்டருக்குச் சுமார் 0.89 kg இருக்கும் \(d² ÷ 162\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பொருட்கள் பக்கத்தில்' })).toHaveAttribute('href', '/products');
    expect(await screen.findByRole('link', { name: 'அறிவு மையம்' })).toHaveAttribute('href', '/knowledge');
  });

  it('says it in Hindi under lang="hi"', async () => {
    $locale.set('hi');
    render(<ConstructionMaterialsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'निर्माण सामग्री' });
    expect(title.closest('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 2, name: 'सामग्री आने पर जाँच' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'कहाँ लगती है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मटीरियल कैलकुलेटर' })).toHaveAttribute('href', '/material-calculator');
  });

  it('stays in English under lang="en" for an English visitor', () => {
    render(<ConstructionMaterialsPage />);
    const title = screen.getByRole('heading', { level: 1, name: 'Construction Materials' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    const thumbRules = screen.getByRole('table', { name: 'Material per sq ft of built-up area (thumb rules)' });
    expect(within(thumbRules).getByRole('rowheader', { name: 'Cement' }).closest('tr')).toHaveTextContent('Cement0.4 bag');
    expect(screen.getByRole('link', { name: 'BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
  });
});
