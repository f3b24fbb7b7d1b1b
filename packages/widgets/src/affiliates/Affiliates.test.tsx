import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AffiliatesApi } from '@nirmaan/core';
import { LangContext } from '../locale-shared/langContext.ts';
import { fakeAffiliatesApi, SAMPLE_AFFILIATES } from './affiliateFixtures.ts';
import { AffiliateList } from './AffiliateList.tsx';

afterEach(cleanup);

describe('<AffiliateList>', () => {
  it("shows 'Loading...', then cards that open the partner's site in a new tab", async () => {
    render(<AffiliateList api={fakeAffiliatesApi({ delay: 5 })} headingLevel={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const list = await screen.findByRole('list', { name: 'Affiliates' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName(/UltraTech Home Building Guide.*\(opens in a new tab\)/);
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', SAMPLE_AFFILIATES[index]!.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(links[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('UltraTech Home Building Guide');
    expect(links[1]).toHaveTextContent('asianpaints.com');
  });

  it("says 'No affiliates available right now.' when there are none", async () => {
    render(<AffiliateList api={fakeAffiliatesApi({ affiliates: [] })} />);
    expect(await screen.findByText('No affiliates available right now.')).toBeInTheDocument();
  });

  it('asks only for the active ones, and offers Retry when loading fails', async () => {
    const listAffiliates = vi
      .fn<AffiliatesApi['listAffiliates']>()
      .mockRejectedValueOnce(new ApiError({ status: 500 }))
      .mockResolvedValue(SAMPLE_AFFILIATES);
    const user = userEvent.setup();
    render(<AffiliateList api={{ listAffiliates }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load affiliates');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('link')).toHaveLength(3);
    expect(listAffiliates).toHaveBeenCalledWith(true);
  });
});

describe('<AffiliateList> in Hindi', () => {
  it('says its own words in Hindi under lang="hi" and marks the cards, as the admin wrote them, English', async () => {
    render(
      <LangContext value="hi">
        <AffiliateList api={fakeAffiliatesApi()} headingLevel={1} />
      </LangContext>,
    );
    const list = await screen.findByRole('list', { name: 'एफ़िलिएट पार्टनर' });
    expect(list.closest('section')).toHaveAttribute('lang', 'hi');
    const [first] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName(/UltraTech Home Building Guide.*\(नए टैब में खुलता है\)/);
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  });
});
