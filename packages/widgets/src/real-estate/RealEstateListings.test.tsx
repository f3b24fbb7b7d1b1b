import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { fakeListingsApi, SAMPLE_LISTINGS } from './realEstateListingFixtures.ts';
import { RealEstateListings } from './RealEstateListings.tsx';

afterEach(cleanup);

describe('<RealEstateListings>', () => {
  it("shows each verified listing's facts, its builder's site and a map link, and a photo only when it has one", async () => {
    const withPhoto = { ...SAMPLE_LISTINGS[0]!, has_image: true };
    render(<RealEstateListings api={fakeListingsApi({ listings: [withPhoto, SAMPLE_LISTINGS[1]!] })} headingLevel={1} />);
    const cards = within(await screen.findByRole('list', { name: 'Verified Listings' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2, name: 'Green Meadows Phase 2' })).toBeInTheDocument();
    expect(first).toHaveTextContent('LocationSarjapur Road, BangaloreSite number42Site size30x40 ft');
    expect(within(first).getByRole('link', { name: /Meadow Builders/ })).toHaveAttribute('href', 'https://meadow-builders.in/');
    expect(within(first).getByRole('link', { name: /View on map/ })).toHaveAttribute('href', expect.stringContaining('mlat=12.9&mlon=77.7'));
    const photo = within(first).getByRole('img', { name: 'The site: Green Meadows Phase 2' });
    expect(photo).toHaveAttribute('src', '/api/v1/real-estate/listings/11/image');
    expect(photo).toHaveAttribute('width', '400');
    // A listing without a project is named by its location, without photo, map or builder.
    expect(within(second).getByRole('heading', { name: 'Saravanampatti, Coimbatore' })).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No verified listings yet.' when there are none, and links to the submission form", async () => {
    render(<RealEstateListings api={fakeListingsApi({ listings: [] })} />);
    expect(await screen.findByText('No verified listings yet.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Submit your listing' })).toHaveAttribute('href', '/real-estate');
  });

  it('shows a spinner while loading', () => {
    render(<RealEstateListings api={fakeListingsApi({ mode: 'loading' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading listings...');
  });

  it('shows an error with Retry that loads again', async () => {
    const listListings = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(SAMPLE_LISTINGS);
    const user = userEvent.setup();
    render(<RealEstateListings api={{ listListings }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load listings');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Green Meadows Phase 2' })).toBeInTheDocument();
  });
});

describe('<RealEstateListings> in Tamil', () => {
  it("speaks Tamil around the seller's own words, and marks its root with lang", async () => {
    const withPhoto = { ...SAMPLE_LISTINGS[0]!, has_image: true };
    const { container } = render(
      <LangContext value="ta">
        <RealEstateListings api={fakeListingsApi({ listings: [withPhoto] })} />
      </LangContext>,
    );
    const list = await screen.findByRole('list', { name: 'சரிபார்க்கப்பட்ட பட்டியல்கள்' });
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    const card = within(list).getByRole('article');
    expect(card).toHaveTextContent('இடம்Sarjapur Road, Bangaloreமனை எண்42மனை அளவு30x40 ft');
    expect(within(card).getByRole('img', { name: 'மனை: Green Meadows Phase 2' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /வரைபடத்தில் பார்/ })).toBeInTheDocument();
    expect(card).toHaveTextContent(/அன்று சரிபார்க்கப்பட்டது$/);
    expect(screen.getByRole('link', { name: 'உங்கள் பட்டியலை அனுப்புங்கள்' })).toHaveAttribute('href', '/real-estate');
  });
});
