import type { BoqRequest, BoqResponse } from '@nirmaan/calculators';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { boqApi } from './boqCalls.ts';
import { SavedBoqs } from './SavedBoqs.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved = {
  id: 3,
  created_at: '2026-11-20T10:00:00Z',
  request: { plot_size: 1200, no_of_floors: 2, construction_quality: 'Medium' } as BoqRequest,
  result: { built_up_area: 2040, total_cost: 3_876_000 } as BoqResponse,
};

describe('<SavedBoqs> in Kannada', () => {
  it('lists a saved BOQ in Kannada, in lakh, with its Get prices button named by its date', async () => {
    vi.spyOn(boqApi, 'listSaved').mockResolvedValue([saved]);
    render(
      <LangContext value="kn">
        <SavedBoqs />
      </LangContext>,
    );
    const list = await screen.findByRole('region', { name: 'ಉಳಿಸಿದ BOQ ಗಳು' });
    expect(list).toHaveAttribute('lang', 'kn');
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent(/: 1,200 sq ft ನಿವೇಶನ, 2 ಮಹಡಿಗಳು, ಮಧ್ಯಮ ಗುಣಮಟ್ಟ — 2,040 sq ft ನಿರ್ಮಿತ ವಿಸ್ತೀರ್ಣ, ₹38,76,000 \(38.8 ಲಕ್ಷ\)/);
    expect(within(item).getByRole('button', { name: /^.+ ರ BOQ ಗೆ ದರ ಪಡೆಯಿರಿ$/ })).toHaveTextContent('ಈ BOQ ಗೆ ದರ ಪಡೆಯಿರಿ');
  });

  it('says when none is saved yet, with the link to the calculator', async () => {
    vi.spyOn(boqApi, 'listSaved').mockResolvedValue([]);
    render(
      <LangContext value="kn">
        <SavedBoqs />
      </LangContext>,
    );
    expect(await screen.findByRole('link', { name: 'BOQ ಕ್ಯಾಲ್ಕುಲೇಟರ್ ತೆರೆಯಿರಿ' })).toHaveAttribute('href', '/boq-calculator');
    expect(screen.getByText(/ಇನ್ನೂ ಯಾವ BOQ ಅನ್ನೂ ಉಳಿಸಿಲ್ಲ\./)).toBeInTheDocument();
  });
});
