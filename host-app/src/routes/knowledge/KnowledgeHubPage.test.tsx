import { $locale } from '@nirmaan/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeHubPage } from './KnowledgeHubPage.tsx';

describe('/knowledge in Kannada', () => {
  afterEach(() => $locale.set('en'));

  it('says its title, groups and guides in Kannada under lang="kn", with the contact sentence linked where Kannada puts it', async () => {
    $locale.set('kn');
    render(<KnowledgeHubPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'ನಿರ್ಮಾಣ ಜ್ಞಾನ ಕೇಂದ್ರ' });
    expect(title.closest('article')).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('heading', { name: 'ಗುತ್ತಿಗೆದಾರರು ಮತ್ತು ದರಗಳು' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ಮನೆ ನಿರ್ಮಾಣ ಪ್ರಕ್ರಿಯೆ' })[0]).toHaveAttribute('href', '/knowledge/house-construction-process');
    expect(screen.getByRole('link', { name: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'ಸಾಮಾನ್ಯ ಪ್ರಶ್ನೆಗಳನ್ನು' }).parentElement).toHaveTextContent(
      'ನಿಮಗೆ ಬೇಕಾದುದು ಸಿಗಲಿಲ್ಲವೇ, ಅಥವಾ ಸಾಮಗ್ರಿಗಳ ದರ ಬೇಕೇ? ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ ಅಥವಾ ಸಾಮಾನ್ಯ ಪ್ರಶ್ನೆಗಳನ್ನು ಓದಿ.',
    );
  });
});
