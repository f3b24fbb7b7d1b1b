import { describe, expect, it, vi } from 'vitest';
import { createAccountApi } from './accountApi.ts';
import { createApiClient } from './client.ts';

interface SentRequest {
  url: string;
  method: string;
  contentType: string | null;
  language: string | null;
  body: string | undefined;
}

/** An account API over a recording fetch that answers `answer` to every call. */
function accountsAnswering(answer: unknown = {}) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      contentType: new Headers(init.headers).get('content-type'),
      language: new Headers(init.headers).get('accept-language'),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const api = createAccountApi(createApiClient({ baseURL: '/api/v1', fetch, language: () => 'ta' }));
  return { api, sent };
}

const form = (request: SentRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body));
const body = (request: SentRequest | undefined): unknown => JSON.parse(request?.body ?? 'null');

describe('buyer account calls (spec §7)', () => {
  it('logs in with form fields username = +91 plus the phone, and password', async () => {
    const { api, sent } = accountsAnswering({ access_token: 'tok', token_type: 'bearer' });
    expect(await api.login('9876543210', 'secret1')).toEqual({ access_token: 'tok', token_type: 'bearer' });
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/login', method: 'POST', contentType: 'application/x-www-form-urlencoded' });
    expect(form(sent[0])).toEqual({ username: '+919876543210', password: 'secret1' });
  });

  it('registers with JSON phone (+91), email, password, first_name, last_name', async () => {
    const { api, sent } = accountsAnswering();
    await api.register({ phone: '9876543210', email: null, password: 'secret1', first_name: 'Ravi', last_name: 'Kumar' });
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/register', method: 'POST', contentType: 'application/json' });
    expect(body(sent[0])).toEqual({ phone: '+919876543210', email: null, password: 'secret1', first_name: 'Ravi', last_name: 'Kumar' });
  });

  it('fetches the profile with GET /users/me', async () => {
    const { api, sent } = accountsAnswering({ id: 1 });
    await api.getMe();
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/me', method: 'GET' });
  });

  it('saves the location with PUT and query latitude, longitude', async () => {
    const { api, sent } = accountsAnswering();
    await api.updateLocation(12.9716, 77.5946);
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/me/location?latitude=12.9716&longitude=77.5946', method: 'PUT', body: undefined });
  });

  it('sends and verifies a code for the +91 phone', async () => {
    const { api, sent } = accountsAnswering();
    await api.sendOtp('9876543210');
    await api.verifyOtp('9876543210', ' 123456 ');
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/otp/send', method: 'POST' });
    expect(body(sent[0])).toEqual({ phone: '+919876543210' });
    expect(sent[1]).toMatchObject({ url: '/api/v1/users/otp/verify', method: 'POST' });
    expect(body(sent[1])).toEqual({ phone: '+919876543210', code: '123456' });
    // The code's SMS in the site's language; the check's failures in English, which the sign-in tells apart by their text.
    expect(sent.map((request) => request.language)).toEqual(['ta', 'en']);
  });

  it('logs in by phone code with phone and firebase_uid', async () => {
    const { api, sent } = accountsAnswering({ access_token: 'tok', token_type: 'bearer' });
    await api.firebaseLogin('9876543210', 'proof-1');
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/firebase-login', method: 'POST', contentType: 'application/json' });
    expect(body(sent[0])).toEqual({ phone: '+919876543210', firebase_uid: 'proof-1' });
  });

  it('resets a forgotten password with the phone, the proof of the verified code and the new password', async () => {
    const { api, sent } = accountsAnswering({ access_token: 'tok', token_type: 'bearer' });
    await api.resetPassword('9876543210', 'proof-1', 'new-secret');
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/password/reset', method: 'POST', contentType: 'application/json' });
    expect(body(sent[0])).toEqual({ phone: '+919876543210', verification_token: 'proof-1', new_password: 'new-secret' });
  });

  it('registers after phone verification with the register fields plus firebase_uid and firebaseUser', async () => {
    const { api, sent } = accountsAnswering();
    await api.firebaseRegister({
      phone: '9876543210',
      email: 'ravi@example.com',
      password: 'secret1',
      first_name: 'Ravi',
      last_name: '',
      firebase_uid: 'proof-1',
      firebaseUser: { phoneNumber: '+919876543210' },
    });
    expect(sent[0]).toMatchObject({ url: '/api/v1/users/firebase-register', method: 'POST' });
    expect(body(sent[0])).toEqual({
      phone: '+919876543210',
      email: 'ravi@example.com',
      password: 'secret1',
      first_name: 'Ravi',
      last_name: '',
      firebase_uid: 'proof-1',
      firebaseUser: { phoneNumber: '+919876543210' },
    });
  });
});

describe('seller and admin account calls (toolkit §7)', () => {
  it('logs a seller in with form fields username = the e-mail, and password', async () => {
    const { api, sent } = accountsAnswering({ access_token: 'tok', token_type: 'bearer' });
    await api.sellerLogin(' sales@balaji.example ', 'secret1');
    expect(sent[0]).toMatchObject({ url: '/api/v1/sellers/login', method: 'POST', contentType: 'application/x-www-form-urlencoded' });
    expect(form(sent[0])).toEqual({ username: 'sales@balaji.example', password: 'secret1' });
  });

  it('registers a seller with name, email, phone, address, password', async () => {
    const { api, sent } = accountsAnswering();
    const request = { name: 'Balaji', email: 'sales@balaji.example', phone: '', address: 'Hosur Rd', password: 'secret1' };
    await api.sellerRegister(request);
    expect(sent[0]).toMatchObject({ url: '/api/v1/sellers/register', method: 'POST' });
    expect(body(sent[0])).toEqual(request);
  });

  it('reads and updates the seller profile at /sellers/me', async () => {
    const { api, sent } = accountsAnswering();
    await api.getSellerMe();
    await api.updateSellerMe({ name: 'Balaji', email: 'sales@balaji.example', phone: '', address: '' });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/v1/sellers/me', 'PUT /api/v1/sellers/me']);
  });

  it('logs an admin in with JSON email and password', async () => {
    const { api, sent } = accountsAnswering({ access_token: 'tok', token_type: 'bearer' });
    await api.adminLogin(' admin@nirmaan.test ', 'secret1');
    await api.getAdminMe();
    expect(sent[0]).toMatchObject({ url: '/api/v1/admin/login', method: 'POST', contentType: 'application/json' });
    expect(body(sent[0])).toEqual({ email: 'admin@nirmaan.test', password: 'secret1' });
    expect(sent[1]).toMatchObject({ url: '/api/v1/admin/me', method: 'GET' });
  });
});
