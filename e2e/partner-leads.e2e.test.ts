import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { DEMO_SELLER, field, signInAsDemoAdmin } from './support/journeys.ts';

const app = useAppUnderTest();

const PARTNER = 'buildright-journal';

interface ProductInfo {
  id: number;
  name: string;
  display_name: string | null;
  category: string;
  parent_category: { name: string } | null;
}

describe('a lead typed into a widget on a partner page', () => {
  it('reaches the admin and the seller of the product, attributed to the partner', async () => {
    // A product the demo seller lists.
    const visitor = await app.newPage();
    const login = await visitor.request.post(`${app.server.url}/api/v1/sellers/login`, {
      form: { username: DEMO_SELLER.email, password: DEMO_SELLER.password },
    });
    const { access_token: sellerToken } = (await login.json()) as { access_token: string };
    const listings = (await (
      await visitor.request.get(`${app.server.url}/api/v1/sellers/me/listings`, { headers: { authorization: `Bearer ${sellerToken}` } })
    ).json()) as Array<{ product: { id: number } }>;
    const product = (await (await visitor.request.get(`${app.server.url}/api/v1/products/${listings[0]!.product.id}`)).json()) as ProductInfo;
    const productName = product.display_name ?? product.name;

    // The blog post embeds <nirmaan-chatbot partner-id="buildright-journal">.
    await visitor.goto(`${app.server.url}/examples/blog-post.html`);
    await visitor.getByRole('button', { name: 'Chat with us' }).click();
    await visitor.getByRole('button', { name: 'Get started' }).click();
    await visitor.getByRole('textbox', { name: 'Your name' }).fill('Kavya Menon');
    await visitor.keyboard.press('Enter');
    await visitor.getByRole('button', { name: product.parent_category?.name ?? product.category, exact: true }).click();
    if (product.parent_category) await visitor.getByRole('button', { name: product.category, exact: true }).click();
    await visitor.getByRole('button', { name: productName, exact: true }).click();
    await visitor.getByRole('textbox', { name: /Phone number/ }).fill('9123400042');
    await visitor.keyboard.press('Enter');
    await visitor.getByText(`Thank you, Kavya Menon! Suppliers of ${productName} will call you at +91 9123400042 soon.`).waitFor();

    // The admin sees it among the chatbot inquiries, with the partner.
    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    // The leads tables load when scrolled near, below the recent activity.
    await admin.getByRole('table', { name: 'Recent Sellers' }).scrollIntoViewIfNeeded();
    const inquiry = admin.getByRole('list', { name: 'Chatbot Inquiries' }).getByRole('listitem', { name: 'Kavya Menon' });
    await expect.poll(() => inquiry.textContent()).toContain(PARTNER);
    expect(await inquiry.textContent()).toContain('9123400042');

    // The admin follows it up: marks it contacted and notes the call; both are kept.
    await inquiry.getByRole('combobox', { name: 'Status of Kavya Menon' }).selectOption('contacted');
    await inquiry.getByText('Kavya Menon is now Contacted.').waitFor();
    await inquiry.getByRole('button', { name: 'Notes: Kavya Menon' }).click();
    await inquiry.getByRole('textbox', { name: /New note/ }).fill('Called back: wants delivery on Monday.');
    await inquiry.getByRole('button', { name: 'Add note' }).click();
    await inquiry.getByRole('list', { name: 'Notes on Kavya Menon' }).getByText('Called back: wants delivery on Monday.').waitFor();
    await admin.reload();
    await admin.getByRole('table', { name: 'Recent Sellers' }).scrollIntoViewIfNeeded();
    await inquiry.getByRole('button', { name: 'Notes (1): Kavya Menon' }).waitFor();
    expect(await inquiry.getByRole('combobox', { name: 'Status of Kavya Menon' }).inputValue()).toBe('contacted');

    // The seller finds the lead in their CRM, with the partner.
    const seller = await app.newPage();
    await seller.goto(`${app.server.url}/seller/login`);
    await field(seller, /Email/).fill(DEMO_SELLER.email);
    await field(seller, /^Password/).fill(DEMO_SELLER.password);
    await seller.getByRole('button', { name: /^Sign In/ }).click();
    await seller.waitForURL(`${app.server.url}/seller/dashboard`);
    await seller.getByRole('tab', { name: 'CRM' }).click();
    const lead = seller
      .getByRole('list', { name: 'Leads' })
      .getByRole('listitem')
      .filter({ hasText: `Chatbot inquiry: ${product.name}` });
    await expect.poll(() => lead.first().textContent()).toContain(`Via partner ${PARTNER}`);
    for (const page of [visitor, admin, seller]) await page.context().close();
  });
});
