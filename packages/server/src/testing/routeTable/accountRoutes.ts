import { DEMO_ACCOUNTS } from '../../accounts/bootstrap.ts';
import { signPhoneProof } from '../../auth/tokens.ts';
import { OtpService } from '../../otp/otpService.ts';
import { latestOtp, TEST_CONFIG } from '../testServer.ts';
import type { RouteRequest } from './world.ts';
import { fresh, phoneFor } from './freshRows.ts';
import { testSellerGstin } from '../sellerFixtures.ts';

/** Signing up and in: buyer and seller accounts, OTP, Firebase phone proofs. */
export const accountRoutes: Record<string, RouteRequest> = {
  // ---- buyer accounts (/users) ----
  'POST /api/v1/users/register': { request: (world) => ({ json: { phone: phoneFor(world), password: 'secret123', first_name: 'Matrix' } }) },
  'POST /api/v1/users/login': { request: () => ({ form: { username: DEMO_ACCOUNTS.buyer.phone, password: DEMO_ACCOUNTS.buyer.password } }) },
  'PUT /api/v1/users/me/location': { request: () => ({ query: { latitude: 12.9716, longitude: 77.5946 } }) },
  'POST /api/v1/users/me/price-alerts': { request: (world) => ({ json: { product_id: world.productId, city: 'Chennai', target_price: 1 } }) },
  'DELETE /api/v1/users/me/price-alerts/:id': {
    owner: 'buyer',
    request: async (world) => ({ params: { id: await fresh.priceAlert(world) } }),
  },
  'PUT /api/v1/users/me': { request: () => ({ json: { first_name: 'Matrix', last_name: 'Buyer' } }) },
  // A wrong current password (400): a successful change would end the world's buyer session.
  'PUT /api/v1/users/me/password': {
    request: () => ({ json: { current_password: 'not-the-password1', new_password: 'matrix-pass1' } }),
    refusalMayWrite: 'a wrong current password counts as one of the 10 tries of the account',
  },
  'POST /api/v1/users/password/reset': {
    request: async (world) => {
      const phone = `+91${phoneFor(world)}`;
      return { json: { phone, verification_token: await signPhoneProof(TEST_CONFIG.jwtSecret, phone), new_password: 'matrix-pass1' } };
    },
  },
  'POST /api/v1/users/otp/send': { request: (world) => ({ json: { phone: phoneFor(world) } }) },
  'POST /api/v1/users/otp/verify': {
    request: async (world) => {
      const phone = `+91${phoneFor(world)}`;
      await new OtpService({ db: world.server.db, sms: world.server.outbox, secret: TEST_CONFIG.jwtSecret }).send(phone, 'buyer-phone');
      return { json: { phone, code: latestOtp(world.server.outbox, phone) } };
    },
    refusalMayWrite: 'a wrong code counts as one of the 3 tries of the phone’s code',
  },
  'POST /api/v1/users/firebase-login': {
    request: async () => {
      const phone = `+91${DEMO_ACCOUNTS.buyer.phone}`;
      return { json: { phone, firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, phone) } };
    },
  },
  'POST /api/v1/users/firebase-register': {
    request: async (world) => {
      const phone = `+91${phoneFor(world)}`;
      return { json: { phone, password: 'secret123', first_name: 'Matrix', firebase_uid: await signPhoneProof(TEST_CONFIG.jwtSecret, phone) } };
    },
  },

  // ---- seller accounts (/sellers) ----
  'POST /api/v1/sellers/register': {
    request: (world) => ({ json: { name: 'Matrix Traders', email: `register-${world.unique()}@matrix.example`, password: 'secret123' } }),
  },
  'POST /api/v1/sellers/login': {
    request: () => ({ form: { username: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password } }),
  },
  'PUT /api/v1/sellers/me': {
    request: (world, caller) => ({ json: { name: 'Matrix Supplier', email: `${caller.toLowerCase()}-${world.unique()}@matrix.example` } }),
  },
  'PUT /api/v1/sellers/me/depot': { request: () => ({ json: { pincode: '560058', delivery_radius_km: 80 } }) },
  'PUT /api/v1/sellers/me/gst': { request: (world) => ({ json: { gstin: testSellerGstin(5000 + world.unique()) } }) },
};
