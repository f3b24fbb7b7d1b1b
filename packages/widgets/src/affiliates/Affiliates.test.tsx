import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AffiliatesApi } from '@nirmaan/core';
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
