import type { BuyerRegistrationRequest } from '../rules/buyerSignup.ts';
import type { Locale } from '../i18n/locales.ts';

/*
 * Request and response shapes of the account calls (spec storefront §3, §7; toolkit §3, §7).
 * Field names are the API's (snake_case). Times are ISO 8601 strings.
 */

/** A buyer as GET /users/me answers. */
export interface BuyerUser {
  id: number;
  /** '+91' and 10 digits. */
  phone: string;
  email: string | null;
  first_name: string;
  last_name: string;
  latitude: number | null;
  longitude: number | null;
  /** The language the buyer chose for the site (issue 32), or null before any choice. */
  language: Locale | null;
  is_admin: boolean;
  is_active: boolean;
  created_at: string;
}

/** A seller (supplier) as GET /sellers/me answers; `name` is the business name. */
export interface Seller {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  is_active: boolean;
  /** Pending until an admin approves the seller; buyers see only approved sellers' listings. */
  status: 'pending' | 'approved' | 'rejected';
  /** The admin's reason for a rejection. */
  status_reason: string | null;
  /** The language the seller chose for the site (issue 32): its SMS are in it; null before any choice. */
  language: Locale | null;
  /** Where the seller delivers from and how far; null until set (no listing is published without it). */
  depot: SellerDepot | null;
  /** The seller's GST registration, printed on its tax invoices; null until registered (its orders get no invoice). */
  gst: SellerGst | null;
  created_at: string;
}

/** A seller's GSTIN and the state it is registered in (its first two digits). */
export interface SellerGst {
  gstin: string;
  state: string;
  state_code: string;
}

/** PUT /sellers/me/depot answers the seller with it; the body sends pincode, radius and, when picked on the map, the point. */
export interface SellerDepot {
  pincode: string | null;
  latitude: number;
  longitude: number;
  delivery_radius_km: number;
}

export interface Admin {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** Every login's answer; the access_token is what gets stored. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
}

/** POST /users/otp/send. */
export interface OtpSendResponse {
  message: string;
  /** Seconds until the code expires. */
  expires_in: number;
  /** Seconds until another code may be sent. */
  resend_in: number;
}

/**
 * POST /users/otp/verify: a short-lived proof that the phone was verified. It is what the spec's
 * `firebase_uid` field carries to firebase-login and firebase-register (never a bare uid).
 */
export interface OtpVerifyResponse {
  verification_token: string;
  phone: string;
}

export interface FirebaseLoginRequest {
  phone: string;
  firebase_uid: string;
}

/** POST /users/firebase-register: the register fields plus the phone proof (and firebaseUser). */
export interface FirebaseRegistrationRequest extends BuyerRegistrationRequest {
  firebase_uid: string;
  firebaseUser?: unknown;
}

export interface FirebaseRegistrationResponse extends TokenResponse {
  user: BuyerUser;
}

/** PUT /sellers/me. */
/** PUT /sellers/me/depot: the point is sent when the seller gives it, else the server places the pincode. */
export interface SellerDepotUpdate {
  pincode: string;
  delivery_radius_km: number;
}

/** PUT /users/me. */
export interface BuyerProfileUpdate {
  first_name: string;
  last_name: string;
  email: string | null;
  /** The site's language; left as it was when absent. */
  language?: Locale;
}

export interface SellerProfileUpdate {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The site's language; left as it was when absent. */
  language?: Locale;
}

export interface AdminLoginRequest {
  email: string;
  password: string;
}
