import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { Home } from './Home.tsx';

let restore: () => void = () => {};
afterEach(() => restore());

describe('<Home> in Kannada', () => {
  it('speaks Kannada under lang="kn": hero, banner, tiles with the delivery charge, figures and sign-up', async () => {
    restore = installFakeApi();
    const { container } = render(
      <LangContext value="kn">
        <Home />
      </LangContext>,
    );
    const hero = await screen.findByRole('heading', { level: 1, name: 'ಸೈಟ್‌ಗೆ ತಲುಪುವ ಉತ್ತಮ ದರದಲ್ಲಿ ಕಟ್ಟಡ ಸಾಮಗ್ರಿಗಳು' });
    expect(container.firstElementChild).toHaveAttribute('lang', 'kn');
    expect(hero).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('group', { name: '4 ರಲ್ಲಿ 1' })).toHaveTextContent('ಸೈಟ್‌ಗೆ ತಲುಪುವ ಉತ್ತಮ ದರದಲ್ಲಿ ಸಿಮೆಂಟ್');
    const tiles = screen.getByRole('list', { name: 'Nirmaan ಏಕೆ' });
    expect(within(tiles).getByText(/ಮೂಲ ಶುಲ್ಕ ₹250 \+ ಪ್ರತಿ km ಗೆ ₹25/)).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'ಅಂಕಿಅಂಶಗಳಲ್ಲಿ Nirmaan' });
    expect(within(figures).getByText('ಕೊಟೇಶನ್ ಉತ್ತರ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಉಚಿತವಾಗಿ ನೋಂದಾಯಿಸಿ' })).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('heading', { name: 'ಜನಪ್ರಿಯ ಉತ್ಪನ್ನಗಳು' })).toBeInTheDocument();
  });

  it('opens the comparison in Kannada, its dialog marked lang="kn"', async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <Home />
      </LangContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'ದರ ಹೋಲಿಸಿ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ಹೋಲಿಸಿ' });
    expect(dialog).toHaveAttribute('lang', 'kn');
    expect(within(dialog).getByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
  });
});
