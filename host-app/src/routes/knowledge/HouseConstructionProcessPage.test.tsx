import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HouseConstructionProcessPage } from './HouseConstructionProcessPage.tsx';

describe('/knowledge/house-construction-process', () => {
  afterEach(() => $locale.set('en'));

  it('says the 16 steps, their times and the timeline in Tamil under lang="ta", the plan sanction link inside its sentence', async () => {
    $locale.set('ta');
    render(<HouseConstructionProcessPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'வீடு கட்டும் முறை' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('heading', { level: 3, name: '8. பள்ளம் தோண்டுதலும் அஸ்திவாரமும்' })).toBeInTheDocument();
    expect(screen.getByText('வழக்கமான நேரம்: ஒரு தளத்துக்கு 4-6 வாரங்கள்')).toBeInTheDocument();
    const sanctionTips = screen.getByRole('list', { name: 'படி 5-க்கான குறிப்புகள்' });
    expect(within(sanctionTips).getByRole('link', { name: 'வரைபட அனுமதி வழிகாட்டியைப்' })).toHaveAttribute('href', '/knowledge/plan-sanction');
    const table = screen.getByRole('table', { name: 'G+1 வீட்டின் வழக்கமான கால அட்டவணை' });
    expect(within(table).getByRole('rowheader', { name: 'மனை தயாரிப்பு முதல் பேஸ்மென்ட் வரை' }).closest('tr')).toHaveTextContent('7-91.5-2 மாதங்கள்');
    expect(await screen.findByRole('link', { name: 'அறிவு மையம்' })).toHaveAttribute('href', '/knowledge');
  });

  it('says the guide in Kannada under lang="kn"', async () => {
    $locale.set('kn');
    render(<HouseConstructionProcessPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'ಮನೆ ನಿರ್ಮಾಣ ಪ್ರಕ್ರಿಯೆ' });
    expect(title.closest('article')).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('heading', { level: 3, name: '13. ಗಿಲಾವು ಮತ್ತು ಜಲನಿರೋಧಕ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ವೆಚ್ಚವನ್ನು ಅಂದಾಜು ಮಾಡಿ' })).toHaveAttribute('href', '/knowledge/construction-cost-calculator');
  });

  it('stays English under lang="en" for an English visitor', () => {
    render(<HouseConstructionProcessPage />);
    const title = screen.getByRole('heading', { level: 1, name: 'House Construction Process' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Typical time: 3-7 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'plan sanction guide' })).toHaveAttribute('href', '/knowledge/plan-sanction');
  });
});
