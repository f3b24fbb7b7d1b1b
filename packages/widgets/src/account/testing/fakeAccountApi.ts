import { ApiError, OTP_ERROR_MESSAGES, type AccountApi, type BuyerUser, type Seller } from '@nirmaan/core';

/** The one code the fake "sends"; stories and tests type it. */
export const FAKE_OTP = '123456';
/** A well-formed code the fake never accepts. */
export const WRONG_OTP = '000000';

export const FAKE_ACCOUNTS = {
  buyer: { phone: '9876543210', password: 'demo1234' },
  seller: { email: 'demo.seller@nirmaan.test', password: 'demo1234' },
  admin: { email: 'admin@nirmaan.test', password: 'admin1234' },
} as const;

export interface FakeAccountApiOptions {
  /** Milliseconds every call takes, to show busy states in stories. */
  delay?: number;
  /** Make every call fail as if the network were down. */
  offline?: boolean;
  /** No SMS provider: sending a code answers 503 with the server's reason. */
  smsUnavailable?: boolean;
}

const fail = (status: number, detail: string) => new ApiError({ status, body: { detail } });

/**
 * An in-memory account server for stories and component tests, answering like the real one: the
 * demo accounts above, one OTP code, 'already registered' for a known phone or e-mail.
 */
export function createFakeAccountApi({ delay = 0, offline = false, smsUnavailable = false }: FakeAccountApiOptions = {}): AccountApi & { calls: string[] } {
  const calls: string[] = [];
  const buyers = new Map<string, { password: string; user: BuyerUser }>();
  const sellers = new Map<string, { password: string; seller: Seller }>();
  const codes = new Map<string, string>();
  let nextId = 1;
  const now = new Date(0).toISOString();

  const addBuyer = (phone: string, password: string, email: string | null, first: string, last: string) => {
    const user: BuyerUser = {
      id: nextId++,
      phone,
      email,
      first_name: first,
      last_name: last,
      latitude: null,
      longitude: null,
      language: null,
      is_admin: false,
      is_active: true,
      created_at: now,
    };
    buyers.set(phone, { password, user });
    return user;
  };
  // A new seller waits for an admin's approval; the demo seller is approved.
  const addSeller = (email: string, password: string, name: string, phone: string | null, address: string | null, status: Seller['status'] = 'pending') => {
    const seller: Seller = {
      id: nextId++,
      name,
      email,
      phone,
      address,
      is_active: true,
      status,
      status_reason: null,
      language: null,
      depot: null,
      gst: null,
      created_at: now,
    };
    sellers.set(email.toLowerCase(), { password, seller });
    return seller;
  };
  addBuyer(`+91${FAKE_ACCOUNTS.buyer.phone}`, FAKE_ACCOUNTS.buyer.password, 'demo.buyer@nirmaan.test', 'Demo', 'Buyer');
  addSeller(FAKE_ACCOUNTS.seller.email, FAKE_ACCOUNTS.seller.password, 'Demo Building Supplies', '+919845000001', 'Koramangala, Bangalore', 'approved');

  const withPhone = (phone: string) => (phone.startsWith('+91') ? phone : `+91${phone}`);
  async function answer<T>(name: string, work: () => T): Promise<T> {
    calls.push(name);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (offline) throw new ApiError({ status: 0 });
    return work();
  }
  const token = (kind: string, id: number) => ({ access_token: `${kind}-token-${id}`, token_type: 'bearer' });
  const proofFor = (phone: string) => `proof:${phone}`;

  return {
    calls,
    login: (phone, password) =>
      answer('login', () => {
        const account = buyers.get(withPhone(phone));
        if (!account || account.password !== password) throw fail(401, 'Invalid phone number or password');
        return token('buyer', account.user.id);
      }),
    register: (request) =>
      answer('register', () => {
        const phone = withPhone(request.phone);
        if (buyers.has(phone)) throw fail(409, 'Phone number already registered');
        return addBuyer(phone, request.password, request.email, request.first_name, request.last_name);
      }),
    getMe: () => answer('getMe', () => [...buyers.values()][0]!.user),
    updateMe: (update) =>
      answer('updateMe', () => {
        const account = [...buyers.values()][0]!;
        if (update.email && [...buyers.values()].some((other) => other !== account && other.user.email === update.email))
          throw fail(409, 'Email already registered');
        account.user = { ...account.user, ...update };
        return account.user;
      }),
    changePassword: (currentPassword, newPassword) =>
      answer('changePassword', () => {
        const account = [...buyers.values()][0]!;
        if (account.password !== currentPassword) throw fail(400, 'Your current password is not correct');
        account.password = newPassword;
        return token('buyer', account.user.id);
      }),
    updateLocation: (latitude, longitude) => answer('updateLocation', () => ({ ...[...buyers.values()][0]!.user, latitude, longitude })),
    sendOtp: (phone) =>
      answer('sendOtp', () => {
        if (smsUnavailable) throw fail(503, OTP_ERROR_MESSAGES.unavailable);
        codes.set(withPhone(phone), FAKE_OTP);
        return { message: 'OTP sent', expires_in: 600, resend_in: 30 };
      }),
    verifyOtp: (phone, code) =>
      answer('verifyOtp', () => {
        const expected = codes.get(withPhone(phone));
        if (!expected) throw fail(400, 'Please request OTP first');
        if (expected !== code) throw fail(400, 'Invalid OTP. Please enter the correct 6-digit code.');
        codes.delete(withPhone(phone));
        return { verification_token: proofFor(withPhone(phone)), phone: withPhone(phone) };
      }),
    firebaseLogin: (phone, proof) =>
      answer('firebaseLogin', () => {
        const account = buyers.get(withPhone(phone));
        if (proof !== proofFor(withPhone(phone))) throw fail(401, 'Phone verification failed');
        if (!account) throw fail(404, 'No account is registered with this phone number. Please sign up first.');
        return token('buyer', account.user.id);
      }),
    firebaseRegister: (request) =>
      answer('firebaseRegister', () => {
        const phone = withPhone(request.phone);
        if (request.firebase_uid !== proofFor(phone)) throw fail(401, 'Phone verification failed');
        if (buyers.has(phone)) throw fail(409, 'Phone number already registered');
        const user = addBuyer(phone, request.password, request.email, request.first_name, request.last_name);
        return { ...token('buyer', user.id), user };
      }),
    resetPassword: (phone, proof, newPassword) =>
      answer('resetPassword', () => {
        if (proof !== proofFor(withPhone(phone))) throw fail(400, 'Phone verification failed');
        const account = buyers.get(withPhone(phone));
        if (!account) throw fail(404, 'No account found for this phone number. Please register first.');
        account.password = newPassword;
        return token('buyer', account.user.id);
      }),
    sellerLogin: (email, password) =>
      answer('sellerLogin', () => {
        const account = sellers.get(email.trim().toLowerCase());
        if (!account || account.password !== password) throw fail(401, 'Invalid email or password');
        return token('seller', account.seller.id);
      }),
    sellerRegister: (request) =>
      answer('sellerRegister', () => {
        if (sellers.has(request.email.toLowerCase())) throw fail(409, 'Email already registered');
        return addSeller(request.email, request.password, request.name, request.phone || null, request.address || null);
      }),
    getSellerMe: () => answer('getSellerMe', () => [...sellers.values()][0]!.seller),
    updateSellerMe: (update) => answer('updateSellerMe', () => ({ ...[...sellers.values()][0]!.seller, ...update })),
    adminLogin: (email, password) =>
      answer('adminLogin', () => {
        if (email.trim().toLowerCase() !== FAKE_ACCOUNTS.admin.email || password !== FAKE_ACCOUNTS.admin.password) throw fail(401, 'Invalid email or password');
        return token('admin', 1);
      }),
    getAdminMe: () => answer('getAdminMe', () => ({ id: 1, email: FAKE_ACCOUNTS.admin.email, first_name: 'Site', last_name: 'Admin' })),
  };
}
