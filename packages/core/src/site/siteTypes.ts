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

/** One of the company's offices, as its address is written. */
export interface CompanyOffice {
  city: string;
  lines: string[];
}

/** A customer's words about the marketplace, shown on the home page only when the operator has configured some. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/**
 * The company that runs the site, as the operator configured it (the server's COMPANY_FILE): the
 * contact and policy pages, the footer and the home page show only what is set here, never an
 * invented address or number. `demo` marks the demo's own fictional company, which has no contact
 * details at all.
 */
export interface CompanyInfo {
  name: string;
  demo: boolean;
  legal_name: string | null;
  gstin: string | null;
  /** Orders and general questions. */
  email: string | null;
  /** Sellers and suppliers. */
  seller_email: string | null;
  privacy_email: string | null;
  /** As shown, with the country code: '+91 80 4123 4567' (dialled without the spaces). */
  phone: string | null;
  /** When the phone and e-mail are answered, e.g. 'Monday to Saturday, 9:00 to 19:00 IST'. */
  hours: string | null;
  offices: CompanyOffice[];
  /** Links to the company's pages elsewhere (name shown, https URL). */
  social: Array<{ name: string; url: string }>;
  testimonials: Testimonial[];
}

/** Counted in the database, never written by hand: the home page and the footer show them. */
export interface SiteFigures {
  /** Sellers who trade: approved, active, with a depot. */
  verified_sellers: number;
  /** The cities those sellers are in. */
  cities: number;
  /** Products at least one of them offers. */
  products: number;
}

export interface SiteInfo {
  mode: SiteMode;
  company: CompanyInfo;
  /** Null when they could not be counted: then no figure is shown. */
  figures: SiteFigures | null;
  /** Empty in production. */
  demo_accounts: DemoAccount[];
  /** False when no SMS provider is configured: POST /users/otp/send then answers 503. */
  otp_sign_in: boolean;
}
