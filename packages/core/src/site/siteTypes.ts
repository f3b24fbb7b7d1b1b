/*
 * GET /site (anyone, no token): how the server runs. Demo mode (`npm start`) has the demo data and
 * accounts and marks the site as a demo; production mode (`NODE_ENV=production`) has no demo account,
 * and sign-in by SMS code only when an SMS provider is configured.
 */

export type SiteMode = 'demo' | 'production';

/** One of the demo data's accounts, as the demo server lists it for its sign-in pages. */
export interface DemoAccount {
  role: 'Buyer' | 'Seller' | 'Admin';
  /** A buyer's phone number, or a seller's or admin's e-mail address. */
  login: string;
  password: string;
}

export interface SiteInfo {
  mode: SiteMode;
  /** Empty in production. */
  demo_accounts: DemoAccount[];
  /** False when no SMS provider is configured: POST /users/otp/send then answers 503. */
  otp_sign_in: boolean;
}
