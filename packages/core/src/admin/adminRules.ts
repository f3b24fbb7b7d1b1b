/*
 * The admin area's rules (spec toolkit §2, §8, §9), shared by the admin screens and the server so
 * both say the same thing: list sizes, messages and the dashboard's rules. The default-product form's
 * rules are in defaultProductRules.ts and the pincode screen's in pincodeRules.ts, so that the
 * dashboard's first tab does not carry the forms of tabs that load when opened.
 */

/** The users and sellers lists fetch 50 (spec toolkit §9). */
export const ADMIN_LIST_LIMIT = 50;
/** The dashboard's recent lists show five each. */
export const RECENT_ACTIVITY_SIZE = 5;
/** The largest page any admin list answers. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** The admin screens' other fixed texts (spec toolkit §8). */
export const ADMIN_MESSAGES = {
  loginFailed: 'Login failed. Please try again.',
  adminInfoFailed: 'Failed to fetch admin info',
  userNotFound: 'User not found',
  sellerNotFound: 'Seller not found',
  unknownName: 'Unknown',
  noEmail: 'No email',
  noPhone: 'No phone',
  rejectionReasonRequired: 'Please give the reason for the rejection',
  rejectionReasonTooLong: 'The reason can be at most 500 characters',
  partnersLoading: 'Loading partners...',
  partnersLoadFailed: 'Failed to load partners',
  noPartnersYet: 'No partner has brought a lead, sign-up or order yet',
  noPartnersHint: "Widgets embedded with a partner-id attribute (or nirmaan('config', { partnerId })) bring them here.",
  partnersExportFailed: 'Export failed',
} as const;

/** The partner report's CSV: its download name and columns, in the order of AdminPartnerSummary. */
export const PARTNERS_CSV = {
  path: '/admin/partners/export',
  filename: 'nirmaan-partners.csv',
  columns: ['partner_id', 'sign_ups', 'orders', 'order_value', 'chatbot_inquiries', 'quote_requests', 'real_estate_submissions', 'last_activity'],
} as const;

/** The longest reason an admin may give for rejecting a seller (the seller reads it). */
export const SELLER_REJECTION_REASON_MAX = 500;

/** How a recent order's status is coloured: green delivered, yellow pending, blue otherwise (spec toolkit §2). */
export function recentOrderTone(status: string): 'success' | 'warning' | 'info' {
  if (status === 'delivered') return 'success';
  if (status === 'pending') return 'warning';
  return 'info';
}

/** A recent user's first name, or 'Unknown' (spec toolkit §2). */
export function firstNameOrUnknown(firstName: string | null | undefined): string {
  return firstName?.trim() || ADMIN_MESSAGES.unknownName;
}
