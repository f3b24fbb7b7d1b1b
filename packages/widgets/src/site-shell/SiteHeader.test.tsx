import { NavigateContext } from '@nirmaan/ui';
import { $locale, $preferences, LOCALE_STORAGE_KEY, logout, setLocale, signInAdmin, signInBuyer } from '@nirmaan/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SITE, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteHeader } from './SiteHeader.tsx';

function setup() {
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(
    <NavigateContext value={navigate}>
      <SiteHeader />
    </NavigateContext>,
  );
  return { navigate, user };
}

describe('<SiteHeader>', () => {
  beforeEach(() => presetSiteInfo(PRODUCTION_SITE));

  it('marks a demo site above the header, in a landmark screen readers find', () => {
    presetSiteInfo(DEMO_SITE);
    setup();
    const marker = screen.getByRole('complementary', { name: 'Site notice' });
    expect(marker).toHaveTextContent('Demo site: sample data, do not place real orders');
    expect(marker).toBeVisible();
    expect(marker.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByText(/Demo site/)).not.toBeInTheDocument();
  });

  it('shows no demo marker in production, nor before the site info has arrived', () => {
    setup();
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
    act(() => presetSiteInfo('loading'));
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
    act(() => presetSiteInfo(DEMO_SITE));
    expect(screen.getByText(/Demo site/)).toBeInTheDocument();
  });

  it('does not submit an empty search, and searches products otherwise', async () => {
    const { navigate, user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(search, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await user.clear(search);
    await user.type(search, ' TMT bars {Enter}');
    expect(navigate).toHaveBeenCalledWith('/products?search=TMT+bars');
  });

  it('asks for suggestions and searches with text in Kannada, Tamil and Devanagari as typed (issue 32)', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'));
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { navigate, user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search products' });
    const typed = 'ಸಿಮೆಂಟ್ சிமெண்ட் सीमेंट';
    await user.type(search, typed);
    await vi.waitFor(() => expect(asked.find((url) => url.pathname.endsWith('/search-suggestions'))?.searchParams.get('q')).toBe(typed), { timeout: 2000 });
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(`/products?${new URLSearchParams({ search: typed })}`);
    expect(new URLSearchParams(String(navigate.mock.lastCall?.[0]).split('?')[1]).get('search')).toBe(typed);
    vi.unstubAllGlobals();
  });

  it('suggests products after a pause in typing and opens one chosen with the arrow keys', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const body = url.pathname.endsWith('/search-suggestions')
        ? [
            { id: 4, name: 'UltraTech OPC 53 Cement', master_sku: 'CEM-1', category: 'Cement' },
            { id: 9, name: 'UltraTech PPC Cement', master_sku: 'CEM-2', category: 'Cement' },
          ]
        : [];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { navigate, user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(search, 'u');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('search-suggestions'))).toBe(false);

    await user.type(search, 'ltratek');
    const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' }, { timeout: 2000 });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['UltraTech OPC 53 CementCement · CEM-1', 'UltraTech PPC CementCement · CEM-2']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/products/9');
    vi.unstubAllGlobals();
  });

  describe('when nothing matches (issue 29)', () => {
    /** GET /products/search-suggestions answering `[]` when `answer` is called, other calls `[]` at once. */
    function heldSuggestions() {
      let answer = () => {};
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const json = () => new Response('[]', { headers: { 'content-type': 'application/json' } });
        if (!String(input instanceof Request ? input.url : input).includes('search-suggestions')) return json();
        return new Promise<Response>((resolve) => {
          answer = () => resolve(json());
        });
      });
      vi.stubGlobal('fetch', fetchMock);
      const asked = () => fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('search-suggestions')).length;
      return { answer: () => answer(), asked };
    }

    afterEach(() => vi.unstubAllGlobals());

    it('says so once the answer is in, and the quote button opens the quote form prefilled with the text', async () => {
      const suggestions = heldSuggestions();
      const { user } = setup();
      const search = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(search, 'qzxv');
      // Asked, not yet answered: no line.
      await vi.waitFor(() => expect(suggestions.asked()).toBe(1), { timeout: 2000 });
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();

      act(() => suggestions.answer());
      expect(await screen.findByText('No products match "qzxv".')).toHaveAttribute('role', 'status');
      expect(search).toHaveAttribute('aria-expanded', 'false');
      expect(search).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Request a quote' }));
      const dialog = await screen.findByRole('dialog', { name: 'Get a Quote' });
      expect(within(dialog).getByRole('combobox', { name: /Material/ })).toHaveValue('Other');
      expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Looking for: qzxv');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: 'Get a Quote' })).not.toBeInTheDocument();
      // The click never took the focus from the box.
      expect(search).toHaveFocus();
    });

    it('updates as the text changes, and is gone while the next answer is awaited', async () => {
      const suggestions = heldSuggestions();
      const { user } = setup();
      const search = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(search, 'qzxv');
      await vi.waitFor(() => expect(suggestions.asked()).toBe(1), { timeout: 2000 });
      act(() => suggestions.answer());
      await screen.findByText('No products match "qzxv".');
      await user.type(search, 'q');
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      await vi.waitFor(() => expect(suggestions.asked()).toBe(2), { timeout: 2000 });
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      act(() => suggestions.answer());
      expect(await screen.findByText('No products match "qzxvq".')).toBeInTheDocument();
      // Cleared down to one character: nothing is asked, nothing is said.
      await user.clear(search);
      await user.type(search, 'q');
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
    });

    it('takes the keyboard: Tab reaches the quote button, Escape closes the line, Enter still searches', async () => {
      const suggestions = heldSuggestions();
      const { navigate, user } = setup();
      const search = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(search, 'qzxv');
      await vi.waitFor(() => expect(suggestions.asked()).toBe(1), { timeout: 2000 });
      act(() => suggestions.answer());
      await screen.findByText('No products match "qzxv".');

      await user.tab();
      const quote = screen.getByRole('button', { name: 'Request a quote' });
      expect(quote).toHaveFocus();
      expect(quote).toHaveAccessibleDescription('No products match "qzxv".');
      await user.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Get a Quote' });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Get a Quote' })).not.toBeInTheDocument();
      // Back on the button, the line still there.
      expect(quote).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      expect(search).toHaveFocus();
      expect(search).toHaveValue('qzxv');

      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/products?search=qzxv');
    });

    it('closes with Escape in the box, and when the focus leaves the search', async () => {
      const suggestions = heldSuggestions();
      const { user } = setup();
      const search = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(search, 'qzxv');
      await vi.waitFor(() => expect(suggestions.asked()).toBe(1), { timeout: 2000 });
      act(() => suggestions.answer());
      await screen.findByText('No products match "qzxv".');
      await user.keyboard('{Escape}');
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      expect(search).toHaveFocus();

      await user.type(search, 'z');
      await vi.waitFor(() => expect(suggestions.asked()).toBe(2), { timeout: 2000 });
      act(() => suggestions.answer());
      await screen.findByText('No products match "qzxvz".');
      await user.click(screen.getByRole('button', { name: 'Tools' }));
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
    });

    it('says nothing when the suggestions could not be loaded', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{"detail":"down"}', { status: 500, headers: { 'content-type': 'application/json' } })),
      );
      const { user } = setup();
      const search = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(search, 'qzxv');
      await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not load suggestions', expect.anything()), { timeout: 2000 });
      expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();
      consoleError.mockRestore();
    });
  });

  it('closes the suggestions with Escape without leaving the box', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify([{ id: 1, name: 'River Sand', master_sku: 'SND-1', category: null }]), { headers: { 'content-type': 'application/json' } }),
    );
    const { user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(search, 'sand');
    await screen.findByRole('listbox', { name: 'Product suggestions' }, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveFocus();
    vi.unstubAllGlobals();
  });

  it('opens the Tools menu and closes it with Escape, returning focus', async () => {
    const { user } = setup();
    const tools = screen.getByRole('button', { name: 'Tools' });
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Labour Force Calculator' })).toHaveAttribute('href', '/labour-force-calculator');
    await user.keyboard('{Escape}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveFocus();
  });

  it('keeps the chosen city in the shared store and browser storage', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Chennai');
    expect($preferences.get().city).toBe('Chennai');
    expect(localStorage.getItem('city')).toBe('Chennai');
  });

  it('offers Home, Menu, Cart and Login in the mobile bar, the menu in a dialog', async () => {
    const { user } = setup();
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Cart', 'Login']);
    await user.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    afterEach(() => {
      logout('buyer');
      vi.unstubAllGlobals();
    });

    it('shows the account menu with Profile, My Orders and Logout; Logout signs out and goes to /', async () => {
      const profile = {
        id: 7,
        phone: '+919876543210',
        email: null,
        first_name: 'Ravi',
        last_name: 'Kumar',
        latitude: null,
        longitude: null,
        is_admin: false,
        is_active: true,
        created_at: '2026-01-01T00:00:00Z',
      };
      const fetchSpy = vi.fn(async () => new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }));
      vi.stubGlobal('fetch', fetchSpy);
      signInBuyer('buyer-token');
      const { navigate, user } = setup();
      expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
      const menu = await screen.findByRole('button', { name: 'Account menu, Ravi' });
      await user.click(menu);
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(navigate).toHaveBeenCalledWith('/');
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    });
  });

  describe('signed in as an admin (issue 28)', () => {
    afterEach(() => {
      logout('admin');
      vi.unstubAllGlobals();
    });

    it('names the admin with the admin dashboard and Logout instead of Login and Register', async () => {
      const admin = { id: 1, email: 'admin@nirmaan.test', first_name: 'Asha', last_name: 'Rao' };
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(admin), { status: 200, headers: { 'content-type': 'application/json' } })),
      );
      signInAdmin('admin-token');
      const { navigate, user } = setup();
      await user.click(await screen.findByRole('button', { name: 'Account menu, Asha' }));
      expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(navigate).toHaveBeenCalledWith('/');
      expect(localStorage.getItem('admin_access_token')).toBeNull();
    });
  });
});

describe('<SiteHeader> language switch', () => {
  beforeEach(() => presetSiteInfo(DEMO_SITE));
  afterEach(() => setLocale('en'));

  it('names each language in its own script, switches the whole shell and remembers the choice', async () => {
    const { user } = setup();
    const language = screen.getByRole('combobox', { name: 'Language' });
    const tamil = within(language).getByRole('option', { name: 'தமிழ்' });
    expect(tamil).toHaveAttribute('lang', 'ta');
    expect(within(language).getByRole('option', { name: 'ಕನ್ನಡ' })).toHaveAttribute('lang', 'kn');
    expect(within(language).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');

    await user.selectOptions(language, 'ta');
    expect($locale.get()).toBe('ta');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ta');
    expect(await screen.findByRole('navigation', { name: 'முதன்மை' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('button', { name: 'கருவிகள்' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'தள அறிவிப்பு' })).toHaveTextContent('டெமோ தளம்: மாதிரித் தரவு, உண்மையான ஆர்டர் செய்ய வேண்டாம்');
    expect(screen.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    const search = screen.getByRole('combobox', { name: 'பொருட்களைத் தேடு' });
    expect(search).toHaveAttribute('placeholder', 'சிமெண்ட், TMT கம்பி, செங்கல்...');
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'தேடு' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-label', 'பொருள் பரிந்துரைகள்');
  });

  it("names the cities in the shell's language", async () => {
    setLocale('kn');
    const { user } = setup();
    const city = await screen.findByRole('combobox', { name: 'ನಗರ' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ಬೆಂಗಳೂರು', 'ಚೆನ್ನೈ', 'ಕೊಯಮತ್ತೂರು']);
    await user.selectOptions(city, 'ಚೆನ್ನೈ');
    expect($preferences.get().city).toBe('Chennai');
  });
});
