import { logout, PRICE_ALERT_MESSAGES, signInBuyer, type QuoteRequest } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { FAKE_PRICE_ROWS, installFakePrices, type FakePricesOptions } from '../testing/fakePrices.ts';
import { PriceBoard, type PriceBoardProps } from './PriceBoard.tsx';

let restore: Array<() => void> = [];
let queries: Array<{ city: string | null; category: string | null }> = [];
const sentQuotes: QuoteRequest[] = [];

let alertsSet: unknown[] = [];

function setUp(prices: FakePricesOptions = {}) {
  queries = [];
  alertsSet = [];
  sentQuotes.length = 0;
  const apiFetch = installFakeApi({ onQuote: (request) => sentQuotes.push(request) });
  // Records the alerts the board's dialog sets, on their way to the fake API.
  const fakeApiFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (request.method === 'POST' && request.url.endsWith('/users/me/price-alerts')) alertsSet.push(await request.clone().json());
    return fakeApiFetch(request);
  };
  restore = [apiFetch, installFakePrices({ onQuery: (query) => queries.push(query), ...prices })];
}

function renderBoard(props: PriceBoardProps = { city: 'Bangalore' }) {
  const user = userEvent.setup();
  render(<PriceBoard {...props} />);
  return user;
}

const table = () => screen.getByRole('table');
const rowOf = (material: RegExp) => screen.getByRole('row', { name: material });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  logout('buyer');
  for (const undo of restore.reverse()) undo();
  restore = [];
  vi.restoreAllMocks();
});

describe('<PriceBoard>', () => {
  it("shows the server's rows: prices per unit, the change with its sign and trend in words, Last updated and the disclaimer", async () => {
    setUp();
    renderBoard();
    expect(screen.getByText("Loading today's prices...")).toBeInTheDocument();
    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Material', 'Category', 'Current Price', 'Previous Price', 'Change', 'Action']);
    const cement = rowOf(/UltraTech OPC 53/);
    expect(cement).toHaveTextContent('Cement');
    expect(cement).toHaveTextContent('₹430per Bag');
    expect(cement).toHaveTextContent('₹415per Bag');
    expect(cement).toHaveTextContent('Price up, +3.61%');
    expect(rowOf(/JSW Neosteel/)).toHaveTextContent('₹66.50per Kg');
    expect(rowOf(/JSW Neosteel/)).toHaveTextContent('Price down, -2.21%');
    expect(rowOf(/Dalmia/)).toHaveTextContent('No change, 0.00%');
    expect(rowOf(/Dalmia/)).toHaveTextContent('1 supplier');
    expect(rowOf(/Dalmia/)).toHaveTextContent('updated 2 Nov 2026');
    expect(table()).toHaveAccessibleName('Bangalore, all categories: previous price as on 15 Nov 2026 (7 days ago)');
    // The latest change on the board, in India time.
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 Nov 2026, 4:15 pm');
    expect(screen.getByText(/Prices are indicative/)).toBeInTheDocument();
    expect(queries).toEqual([{ city: 'Bangalore', category: null }]);
  });

  it('computes Market Insights from the rows: the biggest rise and fall of the week', async () => {
    setUp();
    renderBoard();
    const insights = await screen.findByRole('region', { name: 'Market Insights' });
    await within(insights).findByText(/Biggest rise this week/);
    expect(insights).toHaveTextContent('Biggest rise this week: +3.61%, UltraTech OPC 53 Grade Cement – 50 kg Bag (₹415 → ₹430 per Bag)');
    expect(insights).toHaveTextContent('Biggest fall this week: -3.70%, Solid Concrete Block 6 inch (₹54 → ₹52 per Nos)');
    expect(insights).toHaveTextContent('2 rose, 2 fell and 2 held steady since 15 Nov 2026.');
  });

  it('shows the first 8 materials and the rest behind Show all, from the keyboard', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ ...FAKE_PRICE_ROWS[0]!, id: 100 + index, material: `Cement brand ${index + 1}` }));
    setUp({ rows: many });
    const user = renderBoard();
    await screen.findByRole('table');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 8);
    const toggle = screen.getByRole('button', { name: 'Show all 11 materials' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 11);
    expect(rowOf(/Cement brand 11/)).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Show the first 8 only');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 8);
  });

  it('filters by category from the keyboard, and shows the empty state with a way back', async () => {
    setUp();
    const user = renderBoard();
    await screen.findByRole('table');
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Categories', 'Cement', 'TMT Bars', 'Bulk Material', 'RMC', 'Bricks and Blocks']);
    within(group).getByRole('button', { name: 'TMT Bars' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('table');
    expect(within(group).getByRole('button', { name: 'TMT Bars' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf(/JSW Neosteel/)).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ city: 'Bangalore', category: 'TMT Bars' });

    cleanup();
    setUp({ rows: [] });
    const again = renderBoard({ city: 'Coimbatore', category: 'RMC' });
    expect(await screen.findByRole('heading', { name: 'No prices for this category in this city yet' })).toBeInTheDocument();
    expect(screen.getByText('No supplier in Coimbatore lists RMC yet. Try All Categories or another city.')).toBeInTheDocument();
    await again.click(screen.getByRole('button', { name: 'Show All Categories' }));
    expect(queries.at(-1)).toEqual({ city: 'Coimbatore', category: null });
  });

  it('changes city with the City choice, one tap', async () => {
    setUp();
    const user = renderBoard();
    await screen.findByRole('table');
    const cities = screen.getByRole('group', { name: 'City' });
    expect(within(cities).getByRole('button', { name: 'Bangalore' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(cities).getByRole('button', { name: 'Chennai' }));
    expect(within(cities).getByRole('button', { name: 'Chennai' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cities).getByRole('button', { name: 'Bangalore' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('table');
    expect(table()).toHaveAccessibleName(/^Chennai, all categories/);
    expect(queries.at(-1)).toEqual({ city: 'Chennai', category: null });
  });

  it("starts with the city the visitor chose on the site, else shows the server's pick", async () => {
    setUp({ defaultCity: 'Chennai' });
    renderBoard({});
    await screen.findByRole('table');
    expect(queries).toEqual([{ city: null, category: null }]);
    expect(within(screen.getByRole('group', { name: 'City' })).getByRole('button', { name: 'Chennai' })).toHaveAttribute('aria-pressed', 'true');
    cleanup();

    setUp();
    localStorage.setItem('city', 'Coimbatore');
    renderBoard({});
    await screen.findByRole('table');
    expect(queries).toEqual([{ city: 'Coimbatore', category: null }]);
  });

  it('says when prices could not load, and Retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp({ failures: 1 });
    const user = renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load today\u2019s prices. Please check your connection and try again.');
    // Nothing is still loading: Market Insights says it needs prices, no grey lines left waiting.
    expect(screen.getByRole('region', { name: 'Market Insights' })).toHaveTextContent('Insights appear when there are prices to compare.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('Get Quote opens the quote form for that material; the request reaches its sellers', async () => {
    setUp();
    const user = renderBoard();
    await screen.findByRole('table');
    await user.click(within(rowOf(/UltraTech OPC 53/)).getByRole('button', { name: 'Get Quote for UltraTech OPC 53 Grade Cement – 50 kg Bag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a Quote' });
    expect(within(dialog).getByRole('combobox', { name: /Material/ })).toHaveValue('Cement');
    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveValue('Bags');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'UltraTech OPC 53 Grade Cement – 50 kg Bag in Bangalore: the board shows ₹430 per Bag. Please quote your best price.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Suresh Gowda');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '9876543210');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'suresh@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(/Thank you! Your quote request has been sent/)).toBeInTheDocument();
    expect(sentQuotes).toEqual([expect.objectContaining({ material: 'Cement', unit: 'Bags', quantity: 150, product_id: 1 })]);

    // Another row's Get Quote starts from that material.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(rowOf(/Ready Mix/)).getByRole('button', { name: /Get Quote/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Get a Quote' })).getByRole('combobox', { name: /Material/ })).toHaveValue(
      'RMC (Ready Mix Concrete)',
    );
  });

  it('Set Price Alerts asks a visitor to sign in first, and sets nothing', async () => {
    setUp();
    const user = renderBoard();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Set Price Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a price alert' });
    expect(dialog).toHaveTextContent(PRICE_ALERT_MESSAGES.signInToSet);
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).queryByRole('button', { name: 'Set Alert' })).toBeNull();
  });

  it('sets a signed-in buyer’s alert on a material of the board in its city, after checking the target', async () => {
    setUp();
    signInBuyer('buyer-token');
    const user = renderBoard({ city: 'Bangalore' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Set Price Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a price alert' });
    const material = within(dialog).getByRole('combobox', { name: /Material/ });
    expect(material).toHaveValue(String(FAKE_PRICE_ROWS[0]!.id));
    const target = within(dialog).getByRole('textbox', { name: /Target price \(₹ per Bag\)/ });
    expect(target).toHaveAccessibleDescription(/Today's middle price in Bangalore: ₹430 per Bag/);
    await user.type(target, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));
    expect(target).toHaveAccessibleDescription(new RegExp(PRICE_ALERT_MESSAGES.target));
    await user.clear(target);
    await user.type(target, '410');
    await user.click(within(dialog).getByRole('button', { name: 'Set Alert' }));
    expect(await within(dialog).findByText(PRICE_ALERT_MESSAGES.set)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See your price alerts' })).toHaveAttribute('href', '/profile?tab=alerts');
    expect(alertsSet).toEqual([{ product_id: FAKE_PRICE_ROWS[0]!.id, city: 'Bangalore', target_price: 410 }]);
  });

  it('Check Bulk Rates opens the quote form for the category shown', async () => {
    setUp();
    const user = renderBoard({ city: 'Bangalore', category: 'Bulk Material' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Check Bulk Rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a Quote' });
    expect(within(dialog).getByRole('combobox', { name: /Material/ })).toHaveValue('Bulk Material (Sand, Aggregate)');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('Bulk order in Bangalore: please quote your bulk rate.');
  });
});

describe('<PriceBoard> in Kannada', () => {
  it('speaks Kannada, marks its root with lang, and writes the city, categories, prices and dates for it', async () => {
    setUp();
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <PriceBoard city="Bangalore" />
      </LangContext>,
    );
    const board = await screen.findByRole('region', { name: 'ಇಂದಿನ ದರ' });
    expect(board).toHaveAttribute('lang', 'kn');
    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ಸಾಮಗ್ರಿ', 'ವರ್ಗ', 'ಈಗಿನ ದರ', 'ಹಿಂದಿನ ದರ', 'ಬದಲಾವಣೆ', 'ಕ್ರಮ']);
    expect(rowOf(/UltraTech OPC 53/)).toHaveTextContent('₹430ಪ್ರತಿ Bag');
    expect(rowOf(/UltraTech OPC 53/)).toHaveTextContent('ದರ ಏರಿದೆ, +3.61%');
    expect(rowOf(/Dalmia/)).toHaveTextContent('1 ಪೂರೈಕೆದಾರ');
    expect(table()).toHaveAccessibleName(/^ಬೆಂಗಳೂರು, ಎಲ್ಲಾ ವರ್ಗಗಳು: ಹಿಂದಿನ ದರ .+ ರಂದು \(7 ದಿನಗಳ ಹಿಂದೆ\)$/);
    expect(screen.getByRole('group', { name: 'ನಗರ' })).toHaveTextContent('ಬೆಂಗಳೂರುಚೆನ್ನೈಕೊಯಮತ್ತೂರು');
    // "In Bangalore" as Kannada writes it, the city's own locative form.
    expect(screen.getByText(/^ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಮ್ಮ ಪೂರೈಕೆದಾರರ ಪಟ್ಟಿಗಳಿಂದ/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ಚೆನ್ನೈ' }));
    expect(await screen.findByText(/^ಚೆನ್ನೈನಲ್ಲಿ ನಮ್ಮ ಪೂರೈಕೆದಾರರ ಪಟ್ಟಿಗಳಿಂದ/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TMT ಕಂಬಿ' }));
    expect(screen.getByRole('button', { name: 'TMT ಕಂಬಿ' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'ಬಲ್ಕ್ ದರ ನೋಡಿ' })).toBeInTheDocument();
  });
});

describe('<PriceBoard> price alert dialog in Hindi', () => {
  it('sets an alert in Hindi: the dialog, its checks and its answer in the board’s language', async () => {
    setUp();
    signInBuyer('buyer-token');
    const user = userEvent.setup();
    render(
      <LangContext value="hi">
        <PriceBoard city="Chennai" />
      </LangContext>,
    );
    await screen.findByRole('region', { name: 'आज का भाव' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'भाव अलर्ट लगाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'भाव अलर्ट लगाएँ' });
    await within(dialog).findByText('चेन्नई के भाव');
    expect(dialog).toHaveAttribute('lang', 'hi');
    const target = within(dialog).getByRole('textbox', { name: /लक्ष्य भाव \(₹ प्रति Bag\)/ });
    expect(target).toHaveAccessibleDescription(/^चेन्नई में आज का बीच का भाव: ₹[\d,]+ प्रति Bag।/);
    await user.type(target, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'अलर्ट लगाएँ' }));
    expect(target).toHaveAccessibleDescription(/लक्ष्य भाव रुपयों में लिखें: 0 से ज़्यादा, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक/);
    await user.clear(target);
    await user.type(target, '300');
    await user.click(within(dialog).getByRole('button', { name: 'अलर्ट लगाएँ' }));
    expect(await within(dialog).findByText(/^भाव अलर्ट लग गया।/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'अपने भाव अलर्ट देखें' })).toHaveAttribute('href', '/profile?tab=alerts');
    expect(alertsSet).toEqual([{ product_id: FAKE_PRICE_ROWS[0]!.id, city: 'Chennai', target_price: 300 }]);
  });
});
