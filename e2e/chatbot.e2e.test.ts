import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_SELLER } from './support/journeys.ts';

const app = useAppUnderTest();

interface ProductInfo {
  id: number;
  name: string;
  display_name: string | null;
  category: string;
  parent_category: { name: string } | null;
}

describe("the chatbot on the site's pages, not in the seller's and admin's work areas", () => {
  it("takes a visitor's inquiry by keyboard at 375 px and puts it in the CRM of a seller who lists the product", async () => {
    const page = await app.newPage(VIEWPORTS.mobile);
    // A product the demo seller lists, and where the chatbot finds it.
    const login = await page.request.post(`${app.server.url}/api/v1/sellers/login`, { form: { username: DEMO_SELLER.email, password: DEMO_SELLER.password } });
    const { access_token: sellerToken } = (await login.json()) as { access_token: string };
    const seller = { authorization: `Bearer ${sellerToken}` };
    const listings = (await (await page.request.get(`${app.server.url}/api/v1/sellers/me/listings`, { headers: seller })).json()) as Array<{
      product: { id: number };
    }>;
    const product = (await (await page.request.get(`${app.server.url}/api/v1/products/${listings[0]!.product.id}`)).json()) as ProductInfo;
    const productName = product.display_name ?? product.name;

    await page.goto(`${app.server.url}/products`);
    // On a phone the launcher is a round button with a picture, named by its words: it covers less of the page.
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    expect(await launcher.boundingBox()).toMatchObject({ width: 52, height: 52 });
    await launcher.click();
    await page.getByRole('button', { name: 'Close chat' }).waitFor();
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Anitha Raj');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: product.parent_category?.name ?? product.category, exact: true }).click();
    if (product.parent_category) await page.getByRole('button', { name: product.category, exact: true }).click();
    await page.getByRole('button', { name: productName, exact: true }).click();
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9123400007');
    await page.keyboard.press('Enter');
    await page.getByText(`Thank you, Anitha Raj! Suppliers of ${productName} will call you at +91 9123400007 soon.`).waitFor();

    const leads = (await (await page.request.get(`${app.server.url}/api/v1/crm/leads`, { headers: seller })).json()) as Array<{
      title: string;
      source: string;
    }>;
    expect(leads.find((lead) => lead.source === 'chatbot')?.title).toBe(`Chatbot inquiry: ${product.name}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows its words on a wide screen', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/products`);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    expect(await launcher.innerText()).toBe('Chat with us');
    expect((await launcher.boundingBox())!.width).toBeGreaterThan(100);
    await page.context().close();
  });
});
