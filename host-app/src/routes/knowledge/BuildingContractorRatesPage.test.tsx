import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildingContractorRatesPage } from './BuildingContractorRatesPage.tsx';

describe('/knowledge/building-contractor-rates', () => {
  afterEach(() => $locale.set('en'));

  it('says the guide and its tables in Tamil under lang="ta", rates and shares as written', async () => {
    $locale.set('ta');
    render(<BuildingContractorRatesPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'கட்டட ஒப்பந்ததாரர் கட்டணங்கள்' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('heading', { level: 2, name: 'பேக்கேஜ் வாரியாக டர்ன்கீ கட்டணங்கள்' })).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: 'கட்டுமானப் பரப்பின் ஒரு sq ft-க்கு டர்ன்கீ கட்டுமானக் கட்டணம் (2025)' });
    expect(within(rates).getByRole('rowheader', { name: 'ஆடம்பரம்' }).closest('tr')).toHaveTextContent(/^ஆடம்பரம்₹2,500 மற்றும் அதற்கு மேல்மார்பிள்/);
    const contracts = screen.getByRole('table', { name: 'கட்டுமான ஒப்பந்த வகைகள் (2025 கட்டணங்கள்)' });
    expect(within(contracts).getByRole('rowheader', { name: 'கூலி மட்டும்' }).closest('tr')).toHaveTextContent(/^கூலி மட்டும்ஒரு sq ft-க்கு ₹450-650/);
    const payments = screen.getByRole('table', { name: 'டர்ன்கீ ஒப்பந்தத்தின் வழக்கமான பணம் செலுத்தும் அட்டவணை' });
    expect(within(payments).getByRole('rowheader', { name: 'ஒவ்வொரு கூரை ஸ்லாபும் கான்கிரீட் போட்டதும்' }).closest('tr')).toHaveTextContent('ஸ்லாபுக்கு 10-15%');
    // The calculators' links sit inside the Tamil sentence, where Tamil word order puts them.
    expect(screen.getByRole('link', { name: 'தொழிலாளர் கணக்கீடு' })).toHaveAttribute('href', '/labour-force-calculator');
    expect(await screen.findByRole('link', { name: 'அறிவு மையம்' })).toHaveAttribute('href', '/knowledge');
  });

  it('says it in Kannada under lang="kn"', async () => {
    $locale.set('kn');
    render(<BuildingContractorRatesPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'ಕಟ್ಟಡ ಗುತ್ತಿಗೆದಾರರ ದರಗಳು' });
    expect(title.closest('article')).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('heading', { level: 2, name: 'ನ್ಯಾಯವಾದ ಪಾವತಿ ವೇಳಾಪಟ್ಟಿ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ನಿಮ್ಮ ಜವಾಬ್ದಾರಿ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ನಿರ್ಮಾಣ ವೆಚ್ಚ ಕ್ಯಾಲ್ಕುಲೇಟರ್' })).toHaveAttribute('href', '/knowledge/construction-cost-calculator');
  });

  it('stays in English under lang="en" for an English visitor', () => {
    render(<BuildingContractorRatesPage />);
    const title = screen.getByRole('heading', { level: 1, name: 'Building Contractor Rates' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    const rates = screen.getByRole('table', { name: 'Turnkey construction rate per sq ft of built-up area (2025)' });
    expect(within(rates).getByRole('rowheader', { name: 'Luxury' }).closest('tr')).toHaveTextContent(/^Luxury₹2,500 and above/);
    expect(screen.getByRole('link', { name: 'Labour Force Calculator' })).toHaveAttribute('href', '/labour-force-calculator');
  });
});
