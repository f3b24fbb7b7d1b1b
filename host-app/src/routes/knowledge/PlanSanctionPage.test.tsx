import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanSanctionPage } from './PlanSanctionPage.tsx';

describe('/knowledge/plan-sanction', () => {
  afterEach(() => $locale.set('en'));

  it('says the authorities, documents and steps in Tamil under lang="ta", the official acronyms as written', async () => {
    $locale.set('ta');
    render(<PlanSanctionPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'வரைபட அனுமதி' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    const table = screen.getByRole('table', { name: 'வரைபட அனுமதி வழங்கும் அமைப்புகளும் வழக்கமான காலமும் (2025)' });
    expect(within(table).getByText('CMDA (சென்னை பெருநகர வளர்ச்சிக் குழுமம்)').closest('tr')).toHaveTextContent(/^சென்னை.*30-45 நாட்கள்$/);
    expect(screen.getByRole('heading', { level: 2, name: 'பொதுவாகத் தேவைப்படும் ஆவணங்கள்' })).toBeInTheDocument();
    expect(screen.getByText('பெங்களூரு: கட்டா சான்றிதழும் கட்டா பதிவுச் சாறும். தமிழ்நாடு: பட்டா, சிட்டா, FMB வரைபடம்.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'வீடு கட்டும் முறை' })).toHaveAttribute('href', '/knowledge/house-construction-process');
    expect(await screen.findByRole('link', { name: 'அறிவு மையம்' })).toHaveAttribute('href', '/knowledge');
  });

  it('says the guide in Hindi under lang="hi"', async () => {
    $locale.set('hi');
    render(<PlanSanctionPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'नक्शा पास कराना' });
    expect(title.closest('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 2, name: 'आवेदन कैसे आगे बढ़ता है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ठेकेदार कितना लेते हैं' })).toHaveAttribute('href', '/knowledge/building-contractor-rates');
  });

  it('stays English under lang="en" for an English visitor', () => {
    render(<PlanSanctionPage />);
    const title = screen.getByRole('heading', { level: 1, name: 'Plan Sanction' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('CMDA (Chennai Metropolitan Development Authority)').closest('tr')).toHaveTextContent(/^Chennai.*30-45 days$/);
  });
});
