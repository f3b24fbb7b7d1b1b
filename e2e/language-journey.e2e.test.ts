import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Messages as CartMessages } from '../packages/widgets/src/cart/messages/compiled/messages.js';
import type { Messages as CatalogueMessages } from '../packages/widgets/src/catalogue/messages/compiled/messages.js';
import type { Messages as OffersMessages } from '../packages/widgets/src/catalogue/offers/messages/compiled/messages.js';
import type { Messages as CheckoutMessages } from '../packages/widgets/src/checkout/messages/compiled/messages.js';
import type { Messages as AddressMessages } from '../packages/widgets/src/address-shared/messages/compiled/messages.js';
import type { Messages as SignInMessages } from '../packages/widgets/src/account/messages/compiled/messages.js';
import type { Messages as ShellMessages } from '../packages/widgets/src/site-shell/messages/compiled/messages.js';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { DEMO_BUYER, field } from './support/journeys.ts';
import { auditLayout } from './support/layoutAudit.ts';
import { phoneFitProblems } from './support/phoneFit.ts';
import { glossaryKeepWords, recordDataWords, scriptLangOn } from './support/scriptLang.ts';

/*
 * Issue 32's "Done when": the buyer's journey in Kannada, Tamil and Hindi on a 375 px phone, on the
 * host app. Home → a search typed in the language's script in the header (migration 0030's synonyms)
 * → the product → add to cart (signing in on the way, where the site asks) → cart → checkout with a
 * new delivery address and cash on delivery → the order's confirmation → My Orders. At each page:
 * the phone-first checks (phoneFit.ts, layoutAudit.ts), axe, and every text under a `lang` of its
 * script (scriptLang.ts). The buttons and links are found by their names in the language, read from
 * the widgets' own catalogues, so the walk itself proves the texts are shown.
 */

const app = useAppUnderTest();
const latinAnywhere = glossaryKeepWords();
const WIDGETS = '../packages/widgets/src';

/** Each language, and "cement" as a builder types it in its script. */
const LANGUAGES = [
  { locale: 'kn', cement: 'ಸಿಮೆಂಟ್' },
  { locale: 'ta', cement: 'சிமெண்ட்' },
  { locale: 'hi', cement: 'सीमेंट' },
] as const;

/** A catalogue's compiled messages in `locale` (the same module the widget shows). */
async function say<Messages>(folder: string, locale: string): Promise<Messages> {
  return ((await import(`${WIDGETS}/${folder}/messages/compiled/${locale}.js`)) as { default: Messages }).default;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with `text` (a field's label, followed by its required mark). */
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** A link's name made by a message with one `{title}` (the title may come first, as in Kannada), the title matching `title`. */
function withTitle(message: (values: { title: string }) => string, title: string): RegExp {
  const [before = '', after = ''] = message({ title: '\u0000' }).split('\u0000');
  return new RegExp(`^${escaped(before)}.*${title}.*${escaped(after)}$`, 'i');
}

/** Everything the checks find wrong on the page as it stands, each line prefixed with the step. */
async function problemsOf(page: Page, step: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = [
    ...(await phoneFitProblems(page)),
    ...(await page.evaluate(auditLayout, 'body')),
    ...(await axeViolations(page)),
    ...(await scriptLangOn(page, 'body', latinAnywhere)).problems,
  ];
  return found.map((problem) => `${step}: ${problem}`);
}

describe.each(LANGUAGES)('the buyer’s journey in $locale at 375 px', ({ locale, cement }) => {
  it(`home → search "${cement}" → product → cart → checkout → order, every page phone-fit, axe clean, every text under its lang`, async () => {
    const [shell, catalogue, offers, signIn, cart, checkout, address] = await Promise.all([
      say<ShellMessages>('site-shell', locale),
      say<CatalogueMessages>('catalogue', locale),
      say<OffersMessages>('catalogue/offers', locale),
      say<SignInMessages>('account', locale),
      say<CartMessages>('cart', locale),
      say<CheckoutMessages>('checkout', locale),
      say<AddressMessages>('address-shared', locale),
    ]);
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    // The site's language as the header's switch remembers it, and the data words the lang check allows.
    await context.addInitScript((chosen) => localStorage.setItem('nirmaan.language', chosen), locale);
    await context.addInitScript(recordDataWords);
    const page = await context.newPage();
    const journey: string[] = [];

    // Home.
    await page.goto(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(`${locale}-IN`);
    // The home page speaks the language itself (a page left English would pass the lang check as en-IN).
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang')),
    ).toBe(locale);
    journey.push(...(await problemsOf(page, 'home')));

    // The header's search, typed in the language's script.
    const search = page.getByRole('combobox', { name: shell['search.label']() });
    await search.tap();
    await search.fill(cement);
    await page.getByRole('button', { name: shell['search.submit'](), exact: true }).tap();
    await page.waitForURL(/\/products\?search=/);
    // The synonyms (migration 0030) found cement from the word in the language's script: a cement is
    // among the results (the list's own order may put something else first).
    const firstResult = page.getByRole('link', { name: withTitle(catalogue.viewPricesFor, 'cement') }).first();
    await firstResult.waitFor();
    journey.push(...(await problemsOf(page, 'search results')));

    // The product: adding asks a visitor to sign in; the sign-in brings the buyer back.
    await firstResult.tap();
    await page.waitForURL(/\/products\/\d+$/);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('radio').first().waitFor();
    journey.push(...(await problemsOf(page, 'product')));
    await page.getByRole('radio').first().tap();
    await page.getByRole('button', { name: offers.addToCart() }).tap();
    await page.getByRole('link', { name: offers.login(), exact: true }).last().tap();
    await page.waitForURL(/\/login/);
    await field(page, signIn.phone()).waitFor();
    journey.push(...(await problemsOf(page, 'sign-in')));
    await field(page, signIn.phone()).fill(DEMO_BUYER.phone);
    await field(page, startingWith(signIn.password())).fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: signIn.submit(), exact: true }).tap();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (new URL(page.url()).pathname !== productPath) await page.goto(`${app.server.url}${productPath}`);
    await page.getByRole('radio').first().tap();
    await page.getByRole('button', { name: offers.addToCart() }).tap();
    await page.getByText(offers.added()).first().waitFor();

    // The cart.
    await page.getByRole('link', { name: offers.viewCart() }).first().tap();
    await page.waitForURL(/\/cart$/);
    const proceed = page.getByRole('link', { name: cart.proceed() }).last();
    await proceed.waitFor();
    journey.push(...(await problemsOf(page, 'cart')));

    // Checkout: a new delivery address in the dialog, cash on delivery, the order placed.
    await proceed.tap();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: checkout['address.add']() }).tap();
    const dialog = page.getByRole('dialog', { name: address['title.add']() });
    await dialog.waitFor();
    journey.push(...(await problemsOf(page, 'address dialog')));
    const line1 = `Survey 41, 80 Feet Road, ${locale}`;
    const dialogField = (label: string) =>
      dialog
        .locator('input, textarea')
        .and(dialog.getByLabel(startingWith(label)))
        .first();
    await dialogField(address.line1()).fill(line1);
    await dialogField(address.pincode()).fill('560034');
    await dialogField(address.city()).fill('Bengaluru');
    await dialog.getByRole('button', { name: address.save() }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(escaped(line1)) }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: checkout['payment.cod']() }).isChecked()).toBe(true);
    const placeOrder = page.getByRole('button', { name: checkout.placeOrder() });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    journey.push(...(await problemsOf(page, 'checkout')));
    await placeOrder.tap();

    // One supplier, one order: checkout opens it, the confirmation on top; then My Orders lists it.
    await page.waitForURL(/\/orders\/\d+$/);
    await page.getByText(line1).first().waitFor();
    journey.push(...(await problemsOf(page, 'order')));
    await page.goto(`${app.server.url}/orders`);
    await page.locator('main#main[aria-busy="false"]').waitFor();
    journey.push(...(await problemsOf(page, 'my orders')));

    await context.close();
    expect(journey).toEqual([]);
  });
});
