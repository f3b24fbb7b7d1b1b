import { expect } from 'vitest';
import { DEMO_ADMIN, DEMO_SELLER } from './journeys.ts';
import { javascriptUrl, payload } from './xss.ts';

/*
 * Stores script-injection payloads, through the real API and as the role that may write each one,
 * in every free-text field users can write: the admin's default product (which a seller's listing
 * turns into a catalogue product), the seller's profile, listing SKU and CRM, a buyer's name,
 * address and order, the chatbot, quote and real-estate forms, blog posts, affiliates and pincodes.
 * URL fields get `javascript:` addresses, which the API must refuse, and http addresses full of
 * markup characters, which it may keep.
 */

export const XSS_PRODUCT_MARKER = 'XSSPRODUCT';
export const XSS_BLOG_SLUG = 'xss-sweep-post';
export const XSS_PINCODE = '560999';
export const XSS_BUYER = { phone: '9000012345', password: 'xss-sweep-1' };

export interface StoredPayloads {
  adminToken: string;
  sellerToken: string;
  buyerToken: string;
  productId: number;
  orderId: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { id?: number; access_token?: string };
}

type Body = { json: unknown } | { form: Record<string, string> } | { multipart: Record<string, string> } | { csvFile: string } | Record<string, never>;

async function call(serverUrl: string, method: string, path: string, token: string | null, body: Body = {}): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payloadBody: string | FormData | undefined;
  if ('json' in body) {
    headers['content-type'] = 'application/json';
    payloadBody = JSON.stringify(body.json);
  } else if ('form' in body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payloadBody = new URLSearchParams(body.form).toString();
  } else if ('multipart' in body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.multipart)) form.append(name, value);
    payloadBody = form;
  } else if ('csvFile' in body) {
    const form = new FormData();
    form.append('file', new Blob([body.csvFile], { type: 'text/csv' }), 'import.csv');
    payloadBody = form;
  }
  const response = await fetch(`${serverUrl}/api/v1${path}`, { method, headers, body: payloadBody });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
}

/** Calls the API and expects `status`, answering the body. */
async function expectCall(serverUrl: string, status: number, method: string, path: string, token: string | null, body: Body = {}): Promise<Answer['body']> {
  const answer = await call(serverUrl, method, path, token, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

/** A CSV cell: quoted, its quotes doubled. */
const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** An http address carrying a payload in its query: allowed, and must stay an inert address. */
const markupUrl = (tag: string) => `https://example.com/${tag}?q=${payload(tag, 200)}`;

async function signIn(serverUrl: string): Promise<{ adminToken: string; sellerToken: string }> {
  const admin = await expectCall(serverUrl, 200, 'POST', '/admin/login', null, { json: DEMO_ADMIN });
  const seller = await expectCall(serverUrl, 200, 'POST', '/sellers/login', null, { form: { username: DEMO_SELLER.email, password: DEMO_SELLER.password } });
  return { adminToken: String(admin.access_token), sellerToken: String(seller.access_token) };
}

/** The admin's default product (Cement, so it is on the price board too) and the demo seller's listing of it. */
async function storeProduct(serverUrl: string, adminToken: string, sellerToken: string): Promise<{ productId: number; listingId: number }> {
  const template = await expectCall(serverUrl, 201, 'POST', '/admin/default-products/', adminToken, {
    json: {
      name: payload('product.name', 200, `${XSS_PRODUCT_MARKER} Cement`),
      category_name: 'Cement',
      unit: 'Bag',
      rate: 390,
      brands: payload('product.brands', 500),
      description: payload('product.description', 2000),
    },
  });
  await expectCall(serverUrl, 200, 'PUT', '/sellers/me', sellerToken, {
    json: { name: payload('seller.name', 100), email: DEMO_SELLER.email, phone: '9876500011', address: payload('seller.address', 500) },
  });
  const listing = await expectCall(serverUrl, 201, 'POST', '/sellers/me/listings/', sellerToken, {
    json: { default_product_id: template.id, price: 395, stock_quantity: 500, seller_sku: payload('listing.sku', 64) },
  });
  return { productId: Number(listing.product_id), listingId: Number(listing.id) };
}

async function storeCrm(serverUrl: string, sellerToken: string): Promise<void> {
  const contact = await expectCall(serverUrl, 201, 'POST', '/crm/contacts', sellerToken, {
    json: { name: payload('crm.contact.name', 120), company: payload('crm.contact.company', 160), email: 'xss.contact@example.com', phone: '9876500012' },
  });
  const lead = await expectCall(serverUrl, 201, 'POST', '/crm/leads', sellerToken, {
    json: { title: payload('crm.lead.title', 200), description: payload('crm.lead.description', 2000), contact_id: contact.id, value_amount: 1000 },
  });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  await expectCall(serverUrl, 201, 'POST', '/crm/tasks', sellerToken, {
    json: {
      title: payload('crm.task.title', 200),
      description: payload('crm.task.description', 2000),
      lead_id: lead.id,
      contact_id: contact.id,
      due_date: today,
    },
  });
  // The CSV imports write the same fields.
  const contacts = await expectCall(serverUrl, 200, 'POST', '/crm/contacts/import', sellerToken, {
    csvFile: `name,email,company\n${csvCell(payload('crm.csv.contact_name', 120))},xss.csv@example.com,${csvCell(payload('crm.csv.company', 160))}\n`,
  });
  expect(contacts.errors).toEqual([]);
  const leads = await expectCall(serverUrl, 200, 'POST', '/crm/leads/import', sellerToken, {
    csvFile: `title,description\n${csvCell(payload('crm.csv.lead_title', 200))},${csvCell(payload('crm.csv.lead_description', 2000))}\n`,
  });
  expect(leads.errors).toEqual([]);
}

/** A new buyer with a payload name and address, who orders the product and puts it in the cart again. */
async function storeBuyer(serverUrl: string, listingId: number): Promise<{ buyerToken: string; orderId: number }> {
  await expectCall(serverUrl, 201, 'POST', '/users/register', null, {
    json: {
      phone: XSS_BUYER.phone,
      password: XSS_BUYER.password,
      first_name: payload('buyer.first_name', 100),
      last_name: payload('buyer.last_name', 100),
      email: 'xss.buyer@example.com',
    },
  });
  const login = await expectCall(serverUrl, 200, 'POST', '/users/login', null, { form: { username: XSS_BUYER.phone, password: XSS_BUYER.password } });
  const buyerToken = String(login.access_token);
  await expectCall(serverUrl, 200, 'PUT', '/users/me/location?latitude=12.9716&longitude=77.5946', buyerToken);
  const address = await expectCall(serverUrl, 201, 'POST', '/addresses/', buyerToken, {
    json: {
      address_line1: payload('address.line1', 200),
      address_line2: payload('address.line2', 200),
      city: payload('address.city', 100),
      state: payload('address.state', 100),
      postal_code: '560001',
      country: 'India',
      latitude: 12.9716,
      longitude: 77.5946,
      is_default: true,
    },
  });
  await expectCall(serverUrl, 200, 'POST', '/cart/add', buyerToken, { json: { listing_id: listingId, quantity: 2 } });
  const placed = await expectCall(serverUrl, 201, 'POST', `/cart/checkout?shipping_address_id=${address.id}`, buyerToken);
  await expectCall(serverUrl, 200, 'POST', '/cart/add', buyerToken, { json: { listing_id: listingId, quantity: 1 } });
  return { buyerToken, orderId: Number(placed.id) };
}

/** What anonymous visitors can send: a chatbot inquiry, a quote request, a real-estate listing. */
async function storeVisitorLeads(serverUrl: string, productId: number): Promise<void> {
  await expectCall(serverUrl, 201, 'POST', '/chatbot/inquiry', null, {
    json: {
      buyer_name: payload('chatbot.buyer_name', 120),
      phone_number: '9876500013',
      category_name: payload('chatbot.category_name', 200),
      subcategory_name: payload('chatbot.subcategory_name', 200),
      product_name: payload('chatbot.product_name', 200),
      product_id: productId,
      partner_id: payload('chatbot.partner_id', 64),
    },
  });
  await expectCall(serverUrl, 201, 'POST', '/quotes/', null, {
    json: {
      name: payload('quote.name', 120),
      email: 'xss.quote@example.com',
      phone: '9876500014',
      company: payload('quote.company', 160),
      material: 'Cement',
      quantity: 200,
      unit: 'Bags',
      message: payload('quote.message', 2000),
      product_id: productId,
      partner_id: payload('quote.partner_id', 64),
    },
  });
  const realEstate = {
    project_name: payload('realestate.project_name', 200),
    location: payload('realestate.location', 300),
    site_number: payload('realestate.site_no', 50),
    site_size: payload('realestate.site_size', 100),
    builder_name: payload('realestate.builder_name', 200),
    partner_id: payload('realestate.partner', 64),
  };
  await expectCall(serverUrl, 422, 'POST', '/real-estate/listings', null, {
    multipart: { ...realEstate, builder_link: javascriptUrl('realestate.builder_link') },
  });
  await expectCall(serverUrl, 201, 'POST', '/real-estate/listings', null, { multipart: { ...realEstate, builder_link: markupUrl('realestate.builder_link') } });
}

/** The admin's blog post, affiliate and pincode. */
async function storeContent(serverUrl: string, adminToken: string): Promise<void> {
  const post = {
    title: payload('blog.title', 200),
    slug: XSS_BLOG_SLUG,
    content: [
      // Escaped markup is text the post shows; raw markup must be cleaned away.
      `<p>${escapeHtml(payload('blog.content.text', 2000))}</p>`,
      payload('blog.content.html', 2000),
      `<p><a href="${javascriptUrl('blog.content.link')}">a javascript: link</a> <a href="https://example.com/" onclick="window.__xss('blog.content.onclick')">an onclick link</a></p>`,
      `<p style="background:url(javascript:window.__xss('blog.content.style'))">styled</p>`,
    ].join('\n'),
    category: payload('blog.category', 60),
    excerpt: payload('blog.excerpt', 500),
  };
  await expectCall(serverUrl, 422, 'POST', '/blog/', adminToken, { json: { ...post, cover_image_url: javascriptUrl('blog.cover_image_url') } });
  await expectCall(serverUrl, 201, 'POST', '/blog/', adminToken, { json: { ...post, cover_image_url: markupUrl('blog.cover_image_url') } });

  const affiliate = { title: payload('affiliate.title', 200), description: payload('affiliate.description', 1000) };
  await expectCall(serverUrl, 422, 'POST', '/affiliates/', adminToken, { json: { ...affiliate, url: javascriptUrl('affiliate.url') } });
  await expectCall(serverUrl, 422, 'POST', '/affiliates/', adminToken, {
    json: { ...affiliate, url: 'https://example.com/', image_url: javascriptUrl('affiliate.image_url') },
  });
  await expectCall(serverUrl, 201, 'POST', '/affiliates/', adminToken, {
    json: { ...affiliate, url: markupUrl('affiliate.url'), image_url: markupUrl('affiliate.image_url'), sort_order: 0 },
  });

  await expectCall(serverUrl, 201, 'POST', '/pincodes/', adminToken, {
    json: { pincode: XSS_PINCODE, city: payload('pincode.city', 100), state: payload('pincode.state', 100), area: payload('pincode.area', 200) },
  });
}

/** Stores every payload; answers the tokens and ids the page visits need. */
export async function storePayloads(serverUrl: string): Promise<StoredPayloads> {
  const { adminToken, sellerToken } = await signIn(serverUrl);
  const { productId, listingId } = await storeProduct(serverUrl, adminToken, sellerToken);
  await storeCrm(serverUrl, sellerToken);
  const { buyerToken, orderId } = await storeBuyer(serverUrl, listingId);
  await storeVisitorLeads(serverUrl, productId);
  await storeContent(serverUrl, adminToken);
  return { adminToken, sellerToken, buyerToken, productId, orderId };
}
