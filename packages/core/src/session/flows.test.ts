import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const token = (access_token: string) => ({ access_token, token_type: 'bearer' });
const refused = (status: number, detail: string) => Promise.reject(new ApiError({ status, body: { detail } }));

async function loadFlows(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const flows = { ...(await import('./flows.ts')), ...(await import('./otpAccount.ts')) };
  const { $role } = await import('./session.ts');
  // The error class of the modules just loaded (an error of the first load is not an ApiError to them).
  const { ApiError: FreshApiError } = await import('../api/errors.ts');
  const refusedNow = (status: number, detail: string) => Promise.reject(new FreshApiError({ status, body: { detail } }));
  return { ...flows, $role, storage, refusedNow };
}

const buyerForm = { fullName: 'Ravi Kumar Rao', phone: '9876543210', email: '', password: 'secret1' };
const sellerForm = { name: ' Balaji Cements ', email: ' sales@balaji.example ', phone: '', address: 'Hosur Road', password: 'secret1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buyer password sign-in', () => {
  it('stores the access_token the login answers', async () => {
    const { loginBuyer, storage, $role } = await loadFlows();
    const login = vi.fn(async () => token('b1'));
    expect(await loginBuyer({ login }, '9876543210', 'secret1')).toEqual(token('b1'));
    expect(login).toHaveBeenCalledWith('9876543210', 'secret1');
    expect(storage.items.get('access_token')).toBe('b1');
    expect($role.get()).toBe('buyer');
  });

  it('stores nothing and rejects with the server error when the login fails', async () => {
    const { loginBuyer, storage } = await loadFlows();
    const login = vi.fn(() => refused(401, 'Invalid phone number or password'));
    await expect(loginBuyer({ login }, '9876543210', 'wrong')).rejects.toMatchObject({ status: 401, detail: 'Invalid phone number or password' });
    expect(storage.items.size).toBe(0);
  });
});

describe('a visitor proving the phone by a code (signInOrRegisterWithOtp)', () => {
  const contact = { phone: '9876543210', fullName: 'Ravi Kumar' };
  const verified = async () => ({ verification_token: 'proof-1', phone: '+919876543210' });

  it('signs in the account the phone already has, creating nothing', async () => {
    const { signInOrRegisterWithOtp, storage } = await loadFlows();
    const firebaseLogin = vi.fn(async () => token('b1'));
    const firebaseRegister = vi.fn();
    await signInOrRegisterWithOtp({ verifyOtp: vi.fn(verified), firebaseLogin, firebaseRegister }, contact, '123456', 'blog-1');
    expect(firebaseLogin).toHaveBeenCalledWith('+919876543210', 'proof-1');
    expect(firebaseRegister).not.toHaveBeenCalled();
    expect(storage.items.get('access_token')).toBe('b1');
  });

  it('creates the account in the name given, with the partner and a password nobody chose, when the phone has none', async () => {
    const { signInOrRegisterWithOtp, storage, refusedNow } = await loadFlows();
    const firebaseLogin = vi.fn(() => refusedNow(404, 'No account found for this phone number. Please register first.'));
    const firebaseRegister = vi.fn(async () => ({ ...token('new-1'), user: {} as never }));
    await signInOrRegisterWithOtp({ verifyOtp: vi.fn(verified), firebaseLogin, firebaseRegister }, contact, '123456', 'blog-1');
    const [request] = firebaseRegister.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(request).toMatchObject({ first_name: 'Ravi', last_name: 'Kumar', firebase_uid: 'proof-1', partner_id: 'blog-1', email: null });
    expect(String(request.password)).toMatch(/^[0-9a-f]{48}$/);
    expect(storage.items.get('access_token')).toBe('new-1');
  });

  it('creates nothing when the login fails for another reason (a deactivated account)', async () => {
    const { signInOrRegisterWithOtp, storage, refusedNow } = await loadFlows();
    const firebaseRegister = vi.fn();
    const firebaseLogin = vi.fn(() => refusedNow(403, 'This account has been deactivated.'));
    await expect(signInOrRegisterWithOtp({ verifyOtp: vi.fn(verified), firebaseLogin, firebaseRegister }, contact, '123456')).rejects.toMatchObject({
      status: 403,
    });
    expect(firebaseRegister).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});

describe('buyer OTP sign-in', () => {
  it('verifies the code, then logs in with the proof, and stores the token', async () => {
    const { loginBuyerWithOtp, storage } = await loadFlows();
    const verifyOtp = vi.fn(async () => ({ verification_token: 'proof-1', phone: '+919876543210' }));
    const firebaseLogin = vi.fn(async () => token('b1'));
    await loginBuyerWithOtp({ verifyOtp, firebaseLogin }, '9876543210', '123456');
    expect(verifyOtp).toHaveBeenCalledWith('9876543210', '123456');
    expect(firebaseLogin).toHaveBeenCalledWith('9876543210', 'proof-1');
    expect(storage.items.get('access_token')).toBe('b1');
  });

  it('does not log in when the code is refused', async () => {
    const { loginBuyerWithOtp, storage } = await loadFlows();
    const verifyOtp = vi.fn(() => refused(400, 'Invalid OTP. Please enter the correct 6-digit code.'));
    const firebaseLogin = vi.fn(async () => token('b1'));
    await expect(loginBuyerWithOtp({ verifyOtp, firebaseLogin }, '9876543210', '000000')).rejects.toBeInstanceOf(ApiError);
    expect(firebaseLogin).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});

describe('a forgotten password', () => {
  it('sets the new password with the proof of the verified code and signs the buyer in', async () => {
    const { resetBuyerPassword, storage } = await loadFlows();
    const resetPassword = vi.fn(async () => token('b2'));
    await resetBuyerPassword({ resetPassword }, '9876543210', 'proof-1', 'new-secret');
    expect(resetPassword).toHaveBeenCalledWith('9876543210', 'proof-1', 'new-secret');
    expect(storage.items.get('access_token')).toBe('b2');
  });

  it('stays signed out when the server refuses the reset', async () => {
    const { resetBuyerPassword, storage } = await loadFlows();
    const resetPassword = vi.fn(() => refused(404, 'No account found for this phone number. Please register first.'));
    await expect(resetBuyerPassword({ resetPassword }, '9876543210', 'proof-1', 'new-secret')).rejects.toBeInstanceOf(ApiError);
    expect(storage.items.size).toBe(0);
  });
});

describe('buyer sign-up (spec §4: registration is followed by a login)', () => {
  it('registers, then logs in with the +91 phone and the password', async () => {
    const { registerBuyerAndSignIn, storage } = await loadFlows();
    const register = vi.fn(async () => ({}) as never);
    const login = vi.fn(async () => token('b1'));
    await registerBuyerAndSignIn({ register, login }, buyerForm);
    expect(register).toHaveBeenCalledWith({ phone: '+919876543210', email: null, password: 'secret1', first_name: 'Ravi', last_name: 'Kumar Rao' });
    expect(login).toHaveBeenCalledWith('+919876543210', 'secret1');
    expect(storage.items.get('access_token')).toBe('b1');
  });

  it('sends the partner of the widget the buyer signs up through', async () => {
    const { registerBuyerAndSignIn, registerVerifiedBuyer } = await loadFlows();
    const register = vi.fn(async () => ({}) as never);
    await registerBuyerAndSignIn({ register, login: vi.fn(async () => token('b1')) }, buyerForm, 'dealer-blr');
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ phone: '+919876543210', partner_id: 'dealer-blr' }));
    const firebaseRegister = vi.fn(async () => ({ ...token('b2'), user: {} as never }));
    const verifyOtp = vi.fn(async () => ({ verification_token: 'proof-2', phone: '+919876543210' }));
    await registerVerifiedBuyer({ verifyOtp, firebaseRegister }, buyerForm, '123456', 'blog-chennai');
    expect(firebaseRegister).toHaveBeenCalledWith(expect.objectContaining({ partner_id: 'blog-chennai', firebase_uid: 'proof-2' }));
  });

  it('does not prefix +91 twice', async () => {
    const { registerBuyerAndSignIn } = await loadFlows();
    const register = vi.fn(async () => ({}) as never);
    const login = vi.fn(async () => token('b1'));
    await registerBuyerAndSignIn({ register, login }, { ...buyerForm, phone: '+919876543210' });
    expect(login).toHaveBeenCalledWith('+919876543210', 'secret1');
  });

  it('does not log in when the registration fails', async () => {
    const { registerBuyerAndSignIn, storage } = await loadFlows();
    const register = vi.fn(() => refused(409, 'Phone number already registered'));
    const login = vi.fn(async () => token('b1'));
    await expect(registerBuyerAndSignIn({ register, login }, buyerForm)).rejects.toMatchObject({ status: 409 });
    expect(login).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});

describe('buyer phone-verification sign-up', () => {
  it('verifies the code, registers with the proof and the verified user, and stores the token', async () => {
    const { registerVerifiedBuyer, storage } = await loadFlows();
    const verifyOtp = vi.fn(async () => ({ verification_token: 'proof-1', phone: '+919876543210' }));
    const firebaseRegister = vi.fn(async () => ({ ...token('b1'), user: {} as never }));
    expect(await registerVerifiedBuyer({ verifyOtp, firebaseRegister }, { ...buyerForm, email: 'ravi@example.com' }, '123456')).toEqual(token('b1'));
    expect(verifyOtp).toHaveBeenCalledWith('+919876543210', '123456');
    expect(firebaseRegister).toHaveBeenCalledWith({
      phone: '+919876543210',
      email: 'ravi@example.com',
      password: 'secret1',
      first_name: 'Ravi',
      last_name: 'Kumar Rao',
      firebase_uid: 'proof-1',
      firebaseUser: { phoneNumber: '+919876543210' },
    });
    expect(storage.items.get('access_token')).toBe('b1');
  });

  it('does not register when the code is refused', async () => {
    const { registerVerifiedBuyer } = await loadFlows();
    const verifyOtp = vi.fn(() => refused(400, 'The OTP has expired. Please request a new one.'));
    const firebaseRegister = vi.fn();
    await expect(registerVerifiedBuyer({ verifyOtp, firebaseRegister }, buyerForm, '123456')).rejects.toMatchObject({
      detail: 'The OTP has expired. Please request a new one.',
    });
    expect(firebaseRegister).not.toHaveBeenCalled();
  });
});

describe('seller sign-in and sign-up', () => {
  it('stores the seller token under seller_access_token, which then wins over a buyer token', async () => {
    const { loginSeller, storage, $role } = await loadFlows({ access_token: 'b1' });
    const sellerLogin = vi.fn(async () => token('s1'));
    await loginSeller({ sellerLogin }, 'sales@balaji.example', 'secret1');
    expect(sellerLogin).toHaveBeenCalledWith('sales@balaji.example', 'secret1');
    expect(storage.items.get('seller_access_token')).toBe('s1');
    expect($role.get()).toBe('seller');
  });

  it('registers with trimmed fields and no confirmation, then logs in with the e-mail and password', async () => {
    const { registerSellerAndSignIn, storage } = await loadFlows();
    const sellerRegister = vi.fn(async () => ({}) as never);
    const sellerLogin = vi.fn(async () => token('s1'));
    await registerSellerAndSignIn({ sellerRegister, sellerLogin }, sellerForm);
    expect(sellerRegister).toHaveBeenCalledWith({
      name: 'Balaji Cements',
      email: 'sales@balaji.example',
      phone: '',
      address: 'Hosur Road',
      password: 'secret1',
    });
    expect(sellerLogin).toHaveBeenCalledWith('sales@balaji.example', 'secret1');
    expect(storage.items.get('seller_access_token')).toBe('s1');
  });

  it('does not log in when the seller registration fails', async () => {
    const { registerSellerAndSignIn } = await loadFlows();
    const sellerRegister = vi.fn(() => refused(409, 'Email already registered'));
    const sellerLogin = vi.fn(async () => token('s1'));
    await expect(registerSellerAndSignIn({ sellerRegister, sellerLogin }, sellerForm)).rejects.toMatchObject({ status: 409 });
    expect(sellerLogin).not.toHaveBeenCalled();
  });
});

describe('admin sign-in', () => {
  it('stores the admin token under admin_access_token', async () => {
    const { loginAdmin, storage } = await loadFlows();
    const adminLogin = vi.fn(async () => token('a1'));
    await loginAdmin({ adminLogin }, 'admin@nirmaan.test', 'secret1');
    expect(storage.items.get('admin_access_token')).toBe('a1');
  });
});
