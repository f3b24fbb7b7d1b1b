import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';
import { pincodes, users } from '../db/schema.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createSeller, listProduct, someProducts, uploadFile } from '../testing/sellerFixtures.ts';
import { createAdmin, type TestAdmin } from '../testing/adminFixtures.ts';
import { buyerWithAddress, createBuyer } from '../testing/shopFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
  admin = await createAdmin(server.db);
}, 60_000);
afterAll(() => server.close());

const inLanguage = (method: string, path: string, acceptLanguage: string, json?: unknown) =>
  server.call(method, path, { headers: { 'accept-language': acceptLanguage }, ...(json === undefined ? {} : { json }) });

describe('error details in the language of Accept-Language', () => {
  it('answers a Tamil reader in Tamil, saying so in Content-Language and Vary', async () => {
    const { status, body, headers } = await inLanguage('GET', '/api/v1/products/999999', 'ta-IN,ta;q=0.9,en;q=0.8');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'பொருள் கிடைக்கவில்லை' });
    expect(headers.get('content-language')).toBe('ta');
    expect(headers.get('vary')?.toLowerCase()).toContain('accept-language');
    // A public read's error is never stored by a cache, in any language.
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers English, as before, for a language Nirmaan does not speak or no header', async () => {
    for (const header of ['fr-FR,fr;q=0.9', '*', 'hi;q=0']) {
      const { body, headers } = await inLanguage('GET', '/api/v1/products/999999', header);
      expect(body, header).toEqual({ detail: 'Product not found' });
      expect(headers.get('content-language'), header).toBe('en');
    }
  });

  it('takes the best-weighted language Nirmaan speaks', async () => {
    const { body } = await inLanguage('GET', '/api/v1/orders/', 'en;q=0.4, ta;q=0.5, hi;q=0.9, fr');
    expect(body).toEqual({ detail: 'आप लॉग इन नहीं हैं' });
  });

  it("translates validation errors, the detail and each field's message", async () => {
    const { status, body } = await inLanguage('GET', '/api/v1/products/?pincode=56A001', 'kn');
    expect(status).toBe(422);
    expect(body.detail).toBe('ಸರಿಯಾದ 6 ಅಂಕಿಯ ಪಿನ್‌ಕೋಡ್ ನಮೂದಿಸಿ');
    expect(body.errors).toEqual([{ field: 'pincode', message: 'ಸರಿಯಾದ 6 ಅಂಕಿಯ ಪಿನ್‌ಕೋಡ್ ನಮೂದಿಸಿ' }]);
  });

  it('answers an unknown path in the reader’s language too', async () => {
    expect((await inLanguage('GET', '/api/v1/no-such-thing', 'hi')).body).toEqual({ detail: 'नहीं मिला' });
    expect((await inLanguage('GET', '/api/docs/guide/operations', 'kn')).body).toEqual({ detail: 'ಸಿಗಲಿಲ್ಲ' });
  });
});

describe("a seller's error details", () => {
  const asSeller = async (method: string, path: string, acceptLanguage: string, json?: unknown) => {
    const seller = await createSeller(server.db);
    return server.call(method, path, { token: seller.token, headers: { 'accept-language': acceptLanguage }, ...(json === undefined ? {} : { json }) });
  };

  it.each([
    ['en', 'Contact not found'],
    ['kn', 'ಸಂಪರ್ಕ ಸಿಗಲಿಲ್ಲ'],
    ['ta', 'தொடர்பு கிடைக்கவில்லை'],
    ['hi', 'संपर्क नहीं मिला'],
  ])('says a missing CRM contact in %s', async (language, detail) => {
    const { status, body, headers } = await asSeller('DELETE', '/api/v1/crm/contacts/999999', language);
    expect(status).toBe(404);
    expect(body).toEqual({ detail });
    expect(headers.get('content-language')).toBe(language);
  });

  it('says a CRM form check and a webhook refusal in the reader’s language, with the values in place', async () => {
    const lead = await asSeller('POST', '/api/v1/crm/leads', 'hi', { title: 'x'.repeat(201) });
    expect(lead.status).toBe(422);
    expect(lead.body.detail).toBe('शीर्षक ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है');
    const hook = await asSeller('POST', '/api/v1/sellers/me/webhooks', 'ta', { url: 'https://erp.dealer.in/hooks', events: ['quote.received'] });
    expect(hook.status).toBe(422);
    expect(hook.body.detail).toBe('தேர்ந்தெடுத்த நிகழ்வுகளில் ஒன்று இந்த முகவரிக்குக் கிடைக்காது');
  });
});

describe("the admin routes' details", () => {
  it('answers an admin in each of the four languages, a text with arguments too', async () => {
    const asAdmin = (method: string, path: string, acceptLanguage: string, json?: unknown) =>
      server.call(method, path, { token: admin.token, headers: { 'accept-language': acceptLanguage }, ...(json === undefined ? {} : { json }) });
    const missing = { en: 'User not found', kn: 'ಬಳಕೆದಾರರು ಸಿಗಲಿಲ್ಲ', ta: 'பயனர் கிடைக்கவில்லை', hi: 'यूज़र नहीं मिला' };
    for (const [language, detail] of Object.entries(missing)) {
      const { status, body, headers } = await asAdmin('PUT', '/api/v1/admin/users/999999/toggle-status', language);
      expect(status, language).toBe(404);
      expect(body, language).toEqual({ detail });
      expect(headers.get('content-language'), language).toBe(language);
    }
    const badCode = await asAdmin('PUT', '/api/v1/admin/categories/999999/tax', 'ta', { hsn_code: '12', gst_rate_percent: 18 });
    expect(badCode.status).toBe(422);
    expect(badCode.body.detail).toBe('HSN குறியீட்டில் 4, 6 அல்லது 8 இலக்கங்கள் இருக்கும்');
    const unknownWord = await asAdmin('DELETE', '/api/v1/admin/search/synonyms/zzqq', 'hi');
    expect(unknownWord.body).toEqual({ detail: '“zzqq” नाम का कोई खोज शब्द नहीं है' });
  });
});

describe("the blog, affiliate, real-estate and photo routes' details", () => {
  it('says a missing post, a bad affiliate and a seller’s refused photo in the reader’s language', async () => {
    expect((await inLanguage('GET', '/api/v1/blog/no-such-post', 'kn')).body).toEqual({ detail: 'ಲೇಖನ ಸಿಗಲಿಲ್ಲ' });
    const affiliate = await server.call('POST', '/api/v1/affiliates/', {
      token: admin.token,
      headers: { 'accept-language': 'hi' },
      json: { title: ' ', url: '' },
    });
    expect([affiliate.status, affiliate.body.detail]).toEqual([400, 'शीर्षक और URL दोनों ज़रूरी हैं']);
    const seller = await createSeller(server.db);
    const [product] = await someProducts(server.db, 1);
    const photo = await server.call('POST', `/api/v1/sellers/me/products/${product!.id}/images`, { token: seller.token, headers: { 'accept-language': 'ta' } });
    expect([photo.status, photo.body.detail]).toEqual([403, 'நீங்கள் விற்கும் பொருட்களுக்கு மட்டுமே படங்களைச் சேர்க்கலாம்']);
  });

  it("answers a real-estate form's checks in Tamil, the detail and each field's message", async () => {
    const form = new FormData();
    form.append('project_name', 'Prestige Lakeside');
    form.append('gps', 'near the lake');
    const response = await fetch(`${server.url}/api/v1/real-estate/listings`, { method: 'POST', body: form, headers: { 'accept-language': 'ta' } });
    const gps = 'ஜிபிஎஸ்-ஐ அட்சரேகை,தீர்க்கரேகை என உள்ளிடவும், எ.கா. 12.9716,77.5946';
    expect(response.status).toBe(422);
    expect(response.headers.get('content-language')).toBe('ta');
    expect(await response.json()).toEqual({ detail: gps, errors: [{ field: 'gps', message: gps }] });
  });
});

describe("the other routes' details", () => {
  it("says a seller's failed sign-in, a buyer's empty RFQ, a BOQ check and the price board's unknown city in the reader's language", async () => {
    const signIn = await inLanguage('POST', '/api/v1/sellers/login', 'kn', { username: 'nobody@dealer.example', password: 'not-the-password' });
    expect([signIn.status, signIn.body.detail]).toEqual([401, 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ']);
    const buyer = await createBuyer(server.db);
    const rfq = await server.call('POST', '/api/v1/rfqs', {
      token: buyer.token,
      headers: { 'accept-language': 'hi' },
      json: { items: [], site_pincode: '560001' },
    });
    expect([rfq.status, rfq.body.detail]).toEqual([422, 'कम से कम एक सामान जोड़ें']);
    const boq = await inLanguage('POST', '/api/v1/boq/calculate', 'hi', { ...DEFAULT_BOQ_REQUEST, no_of_floors: 0 });
    expect(boq.status).toBe(422);
    expect(boq.body.errors).toEqual([{ field: 'no_of_floors', message: 'मंज़िलों की संख्या 1 से 10 तक की पूरी संख्या होनी चाहिए' }]);
    const board = await inLanguage('GET', '/api/v1/price-board/?city=Mysore', 'ta');
    expect([board.status, board.body.detail]).toEqual([400, '"Mysore" என்ற நகரம் எங்கள் பட்டியலில் இல்லை. Bangalore, Chennai அல்லது Coimbatore தேர்ந்தெடுக்கவும்.']);
  });
});

describe("a CSV upload's row errors", () => {
  it("are in the reader's language, each cell quoted as the file had it (formulas restored as before)", async () => {
    const seller = await createSeller(server.db);
    const [product] = await someProducts(server.db, 1);
    const listing = await listProduct(server, seller, product!.id);
    const csv = ['listing_id,seller_sku,price', `${listing.id},,abc`, '999999,,400', ",'=HYPERLINK(1),400"].join('\n');
    const { status, body, headers } = await uploadFile(server, '/api/v1/sellers/me/listings/upload', seller.token, csv, 'listings.csv', {
      'accept-language': 'ta',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get('content-language')).toBe('ta');
    expect(body.errors).toEqual([
      { row: 2, message: 'விலை 0-ஐ விட அதிகமான ரூபாய்த் தொகையாக இருக்க வேண்டும், அதிகபட்சம் 2 தசம இடங்களுடன்' },
      { row: 3, message: 'விற்பனைப் பட்டியல் 999999 உங்களுடையது அல்ல' },
      { row: 4, message: 'விற்பனையாளர் SKU =HYPERLINK(1) கொண்ட விற்பனைப் பட்டியல் எதுவும் உங்களிடம் இல்லை' },
    ]);
    const english = await uploadFile(server, '/api/v1/sellers/me/listings/upload', seller.token, csv);
    expect(english.body.errors[1]).toEqual({ row: 3, message: 'Listing 999999 is not one of your listings' });
  });
});

describe('the pincode check, a cached public read', () => {
  it('says its message in the reader’s language, with an ETag per language and Vary: Accept-Language', async () => {
    const [served] = await server.db.select().from(pincodes).where(eq(pincodes.city, 'Chennai')).limit(1);
    const english = await inLanguage('GET', `/api/v1/pincodes/validate/${served!.pincode}`, 'en-IN');
    const tamil = await inLanguage('GET', `/api/v1/pincodes/validate/${served!.pincode}`, 'ta');
    expect(english.body.message).toBe(`Delivery available in ${served!.area}, Chennai`);
    expect(tamil.body.message).toBe(`${served!.area}, Chennai பகுதியில் டெலிவரி கிடைக்கும்`);
    expect(tamil.headers.get('content-language')).toBe('ta');
    expect(tamil.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    expect(tamil.headers.get('etag')).not.toBe(english.headers.get('etag'));
    // A Tamil copy's ETag does not revalidate an English reader's request.
    const revalidated = await server.call('GET', `/api/v1/pincodes/validate/${served!.pincode}`, {
      headers: { 'accept-language': 'en', 'if-none-match': tamil.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.message).toBe(english.body.message);
  });
});

describe('the OTP text message', () => {
  it("is in the account's language for a registered phone, whatever the request asks", async () => {
    const buyer = await createBuyer(server.db);
    const [user] = await server.db.update(users).set({ language: 'kn' }).where(eq(users.id, buyer.id)).returning({ phone: users.phone });
    const phone = user!.phone;
    expect((await inLanguage('POST', '/api/v1/users/otp/send', 'ta', { phone })).status).toBe(200);
    expect(server.outbox.list(phone)[0]?.text).toMatch(/^\d{6} ನಿಮ್ಮ Nirmaan ಪರಿಶೀಲನಾ ಕೋಡ್\. /);
  });

  it('is in the language the request asks in for a phone not yet registered, English by default', async () => {
    await inLanguage('POST', '/api/v1/users/otp/send', 'ta', { phone: '+919811100001' });
    expect(server.outbox.list('+919811100001')[0]?.text).toMatch(/^\d{6} உங்கள் Nirmaan சரிபார்ப்புக் குறியீடு\. /);
    await server.call('POST', '/api/v1/users/otp/send', { json: { phone: '+919811100002' } });
    expect(server.outbox.list('+919811100002')[0]?.text).toMatch(/^\d{6} is your Nirmaan verification code\. It expires in 10 minutes\. Do not share it\.$/);
  });
});

describe("Fastify's own client errors", () => {
  const raw = (body: string, headers: Record<string, string>) =>
    fetch(`${server.url}/api/v1/sellers/login`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('say a body that is not JSON in Tamil, and in clear English, never the library’s words', async () => {
    const tamil = await raw('{"username": "ravi@dealer.in",', { 'accept-language': 'ta' });
    expect(tamil.status).toBe(400);
    expect(tamil.headers.get('content-language')).toBe('ta');
    expect(await tamil.json()).toEqual({ detail: 'கோரிக்கை சரியான JSON ஆக இல்லை.' });
    expect(await (await raw('{"username":', {})).json()).toEqual({ detail: 'The request is not valid JSON.' });
  });

  it('say an empty JSON body in Hindi and a content type no route takes in Kannada', async () => {
    const empty = await raw('', { 'accept-language': 'hi' });
    expect([empty.status, await empty.json()]).toEqual([400, { detail: 'अनुरोध खाली है, पर उसका Content-Type JSON बताता है: JSON भेजें, या वह हेडर हटा दें।' }]);
    const xml = await fetch(`${server.url}/api/v1/sellers/login`, {
      method: 'POST',
      body: '<login/>',
      headers: { 'content-type': 'application/xml', 'accept-language': 'kn' },
    });
    expect([xml.status, await xml.json()]).toEqual([415, { detail: 'ಈ ರೀತಿಯ ವಿಷಯವನ್ನು ಇಲ್ಲಿ ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ: JSON ಕಳುಹಿಸಿ, ಅಪ್‌ಲೋಡ್ ಆದರೆ ಫಾರ್ಮ್ ಕಳುಹಿಸಿ.' }]);
  });
});

describe("zod's own checks, where a schema writes no message", () => {
  it('say a wrong type and a value too short in Kannada, naming the field', async () => {
    const { status, body, headers } = await inLanguage('POST', '/api/v1/sellers/login', 'kn', { username: 42, password: '' });
    expect(status).toBe(422);
    expect(headers.get('content-language')).toBe('kn');
    expect(body).toEqual({
      detail: 'username ಪಠ್ಯವಾಗಿರಬೇಕು',
      errors: [
        { field: 'username', message: 'username ಪಠ್ಯವಾಗಿರಬೇಕು' },
        { field: 'password', message: 'password ಖಾಲಿ ಇರಬಾರದು' },
      ],
    });
  });

  it('say a field left out as required, and a limit with its number, in English too', async () => {
    const missing = await inLanguage('POST', '/api/v1/sellers/login', 'en', { password: 'x'.repeat(129) });
    expect(missing.body.errors).toEqual([
      { field: 'username', message: 'username is required' },
      { field: 'password', message: 'password must be at most 128 characters long' },
    ]);
    expect((await inLanguage('POST', '/api/v1/sellers/login', 'ta', {})).body.detail).toBe('username தேவை');
  });

  it("keep a schema's own message, translated from the catalogue", async () => {
    expect((await inLanguage('GET', '/api/v1/products/?pincode=56A001', 'ta')).body.detail).toBe('சரியான 6 இலக்கப் பின்கோடை உள்ளிடவும்');
  });
});

describe('success notes', () => {
  it('say a deleted listing in Hindi, with Content-Language, and in English as before', async () => {
    const seller = await createSeller(server.db);
    const [first, second] = await someProducts(server.db, 2);
    const listing = await listProduct(server, seller, first!.id);
    const deleted = await server.call('DELETE', `/api/v1/sellers/me/listings/${listing.id}`, { token: seller.token, headers: { 'accept-language': 'hi' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: listing.id, deleted: true, deactivated: false, detail: 'बिक्री सूची हटा दी गई' });
    expect(deleted.headers.get('content-language')).toBe('hi');
    expect(deleted.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    const other = await listProduct(server, seller, second!.id);
    expect((await server.call('DELETE', `/api/v1/sellers/me/listings/${other.id}`, { token: seller.token })).body.detail).toBe('Listing deleted');
  });
});

describe("a buyer's refused acceptance of offers", () => {
  it('is said in Tamil: an offer no longer open, a request already closed', async () => {
    const buyer = await buyerWithAddress(server);
    const [product] = await someProducts(server.db, 1);
    const asked = await server.call('POST', '/api/v1/rfqs', {
      token: buyer.token,
      headers: { 'accept-language': 'ta' },
      json: { items: [{ product_id: product!.id, quantity: 10 }], site_pincode: '560001' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.message).toMatch(/^உங்கள் கேட்பு /);
    const accept = () =>
      server.call('POST', `/api/v1/rfqs/${asked.body.id}/accept?shipping_address_id=${buyer.addressId}`, {
        token: buyer.token,
        headers: { 'accept-language': 'ta' },
        json: { offer_id: 2_000_000_000 },
      });
    const gone = await accept();
    expect([gone.status, gone.body.detail]).toEqual([
      422,
      'அந்த விலைப்புள்ளி இப்போது திறந்திருக்கவில்லை: விற்பனையாளர் அதைத் திரும்பப் பெற்றார் அல்லது அதன் செல்லுபடிக் காலம் முடிந்தது',
    ]);
    expect((await server.call('POST', `/api/v1/rfqs/${asked.body.id}/cancel`, { token: buyer.token })).status).toBe(200);
    const closed = await accept();
    expect([closed.status, closed.body.detail]).toEqual([409, 'இந்த விலைப்புள்ளி கேட்பு முடிந்துவிட்டது: இனி விலைப்புள்ளி தரவோ மாற்றவோ முடியாது']);
  });
});
