import {
  AFFILIATE_MESSAGES,
  PINCODE_ADMIN_MESSAGES,
  PRICE_ALERT_MESSAGES,
  PRICE_BOARD_MESSAGES,
  QUOTE_MESSAGES,
  BLOG_LIST_LIMIT,
  BLOG_MESSAGES,
  PRODUCT_IMAGE_MESSAGES,
  REAL_ESTATE_LABELS,
  REAL_ESTATE_LIMITS,
  REAL_ESTATE_MESSAGES,
  REAL_ESTATE_REASON_MAX,
  type RealEstateTextField,
  ADDRESS_FIELD_MESSAGES,
  RFQ_MESSAGES,
  SELLER_MESSAGES,
  WEBHOOK_MESSAGES,
  ADDRESS_MESSAGES,
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_LEAD_TEXTS,
  ADMIN_MESSAGES,
  ADMIN_ORDER_MESSAGES,
  CATEGORY_TAX_MESSAGES,
  DEFAULT_PRODUCT_MESSAGES,
  SEARCH_SYNONYM_MESSAGES,
  BUSINESS_BUYER_MESSAGES,
  GSTIN_MESSAGES,
  INVALID_PHONE_MESSAGE,
  LOCATION_MESSAGES,
  LOCALES,
  PASSWORD_MESSAGES,
  PINCODE_MESSAGES,
  SERVICE_AREA_MESSAGES,
} from '@nirmaan/core/pure';
import { describe, expect, it } from 'vitest';
import { BOQ_CHOICE_FIELDS, BOQ_MESSAGES } from '@nirmaan/calculators';
import { BUSY_MESSAGE } from '../auth/passwords.ts';
import { QUANTITY_MESSAGE } from '../cart/schemas.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/schemas.ts';
import { CHECKOUT_MESSAGES } from '../checkout/checkoutMessages.ts';
import { CHATBOT_MESSAGES } from '../chatbot/schemas.ts';
import { CONVERT_MESSAGES } from '../crm/convert.ts';
import { ORDER_STATUSES } from '../db/tables/values.ts';
import { CRM_CSV_MESSAGES } from '../crm/csv.ts';
import { CRM_FIELD_MESSAGES } from '../crm/fields.ts';
import { CRM_MESSAGES } from '../crm/records.ts';
import { CSV_MESSAGES, parseBooleanCell } from '../csv/csvFiles.ts';
import { INVOICE_MESSAGES } from '../invoices/routes.ts';
import { ORDER_MESSAGES } from '../orders/cancel.ts';
import { OTP_MESSAGES } from '../otp/otpService.ts';
import { LISTING_CSV_MESSAGES } from '../seller/listingCsv.ts';
import { LISTING_MESSAGES } from '../seller/listings.ts';
import { SELLER_ORDER_MESSAGES } from '../seller/orders.ts';
import { LISTING_INPUT_MESSAGES, STATUS_MESSAGE } from '../seller/schemas.ts';
import { detailInLanguage, findDetail } from './detailTexts.ts';
import en from './messages/compiled/en.js';
import { NUL_MESSAGE } from './nulCharacters.ts';
import { STORAGE_FULL_MESSAGE } from './storageHealth.ts';
import { UNREADABLE_UPLOAD } from './uploadErrors.ts';

/**
 * Every `detail` the buyer's journey can answer, in English as the code throws it (and tests and
 * the spec quote it): sign-in and OTP, registration, cart, checkout, addresses, pincodes, orders and
 * invoices, products and search, and the validation messages of their schemas. Texts with
 * arguments are made the way the code makes them.
 */
const BUYER_JOURNEY_DETAILS: readonly string[] = [
  // auth/guard.ts, account/routes.ts, account/queries.ts, auth/loginFailures.ts
  'Not authenticated',
  'Invalid or expired token',
  'This account is no longer active',
  'This session has ended. Please sign in again.',
  'You do not have permission to do this',
  'This needs a buyer account',
  'Invalid phone number or password',
  'Phone verification failed. Please request a new OTP.',
  'This account has been deactivated. Please contact support.',
  'Account not found',
  'Your current password is not correct',
  'No account found for this phone number. Please register first.',
  'Phone number already registered',
  'Email already registered',
  'Phone number or email already registered',
  'Too many requests. Please try again later.',
  BUSY_MESSAGE,
  ...Object.values(OTP_MESSAGES),
  // account/schemas.ts
  'Please enter a valid 6-digit OTP',
  INVALID_PHONE_MESSAGE,
  'Phone verification is required',
  'Email is invalid',
  PASSWORD_MESSAGES.tooShort,
  PASSWORD_MESSAGES.tooLong,
  'Full name is required',
  'Enter your current password',
  'Language must be one of en, kn, ta, hi',
  LOCATION_MESSAGES.latitudeRange,
  LOCATION_MESSAGES.longitudeRange,
  // cart/queries.ts, cart/schemas.ts
  'Listing not found',
  'Cart item not found',
  'Out of stock',
  'Only 30 in stock',
  'Only 30 in stock (20 already in your cart)',
  QUANTITY_MESSAGE,
  'Quantity is too large',
  'Please select a supplier',
  SERVICE_AREA_MESSAGES.beyondRadius('Sri Lakshmi Traders', 31.5, 25, 'your delivery location'),
  // checkout
  ...Object.values(CHECKOUT_MESSAGES).flatMap((message) => (typeof message === 'string' ? [message] : [])),
  CHECKOUT_MESSAGES.notEnoughStock('UltraTech OPC 53 Cement (50 kg bag)'),
  CHECKOUT_MESSAGES.unavailable('UltraTech OPC 53 Cement (50 kg bag)'),
  CHECKOUT_MESSAGES.beyondRadius('Sri Lakshmi Traders', 31.5, 25, '560041'),
  'Please select a shipping address',
  'Sorry, we do not deliver to 110001 yet',
  'Delivery available in Jayanagar, Bangalore',
  ...Object.values(GSTIN_MESSAGES),
  ...Object.values(BUSINESS_BUYER_MESSAGES),
  // addresses (core rules/schemas.ts addressSchema)
  ...Object.values(ADDRESS_MESSAGES),
  ...Object.values(ADDRESS_FIELD_MESSAGES),
  PINCODE_MESSAGES.invalid,
  // orders and invoices
  ...Object.values(ORDER_MESSAGES),
  ...Object.values(INVOICE_MESSAGES),
  // products and search
  PRODUCT_NOT_FOUND,
  'The product id must be a positive whole number',
  'The id must be a positive whole number',
  'Search text is too long',
  // the error handler's own
  'Not found',
  'Invalid value',
  'Invalid request',
  'Internal server error',
  STORAGE_FULL_MESSAGE,
];

/**
 * Every `detail` a seller's routes can answer (listings and their CSV, orders, the depot and GSTIN,
 * the CRM, webhooks, offers on quote requests), made the way the code makes them. The seller's form
 * checks the catalogue already holds for the buyer (GSTIN, e-mail) are in the list above.
 */
const SELLER_DETAILS: readonly string[] = [
  'This needs a seller account',
  // seller/listings.ts, seller/schemas.ts, seller/listingCsv.ts, csv/csvFiles.ts
  LISTING_MESSAGES.notFound,
  LISTING_MESSAGES.productNotFound,
  LISTING_MESSAGES.duplicate,
  LISTING_MESSAGES.skuTaken('UT-53'),
  ...Object.values(LISTING_INPUT_MESSAGES).filter((message) => !message.startsWith('is_active')),
  LISTING_CSV_MESSAGES.noIdentifier,
  LISTING_CSV_MESSAGES.nothingToChange,
  ...Object.values(CSV_MESSAGES).flatMap((message) => (typeof message === 'string' ? [message] : [])),
  CSV_MESSAGES.invalid('Invalid Closing Quote: got "x" at line 3'),
  // the depot and GSTIN (account/queries.ts, account/schemas.ts), orders (seller/orders.ts)
  SERVICE_AREA_MESSAGES.depotNeeded,
  SERVICE_AREA_MESSAGES.depotNotPlaced,
  SERVICE_AREA_MESSAGES.radiusRange,
  SELLER_MESSAGES.gstOtherState('600001', 'Tamil Nadu', '33'),
  SELLER_MESSAGES.gstTaken,
  SELLER_ORDER_MESSAGES.notFound,
  SELLER_ORDER_MESSAGES.final('delivered'),
  SELLER_ORDER_MESSAGES.final('cancelled'),
  SELLER_ORDER_MESSAGES.onlyNext('pending', 'processing'),
  SELLER_ORDER_MESSAGES.onlyNext('shipped', 'delivered'),
  STATUS_MESSAGE,
  // crm
  ...Object.values(CRM_MESSAGES),
  ...Object.values(CRM_FIELD_MESSAGES).flatMap((message) => (typeof message === 'string' ? [message] : [])),
  CRM_FIELD_MESSAGES.id('contact_id'),
  ...['Name', 'Company', 'Title', 'Description', 'Next step', 'Email', 'Phone'].map((label) => CRM_FIELD_MESSAGES.tooLong(label, 120)),
  'Nothing to change',
  CRM_CSV_MESSAGES.contactColumns,
  CRM_CSV_MESSAGES.leadColumns,
  CONVERT_MESSAGES.alreadyConverted,
  CONVERT_MESSAGES.noListing,
  CONVERT_MESSAGES.inactive('UltraTech OPC 53 Cement (50 kg bag)'),
  CONVERT_MESSAGES.invalidQuantity,
  // webhooks
  ...Object.values(WEBHOOK_MESSAGES),
  // offers on quote requests (rfq/sellerOffers.ts)
  RFQ_MESSAGES.notFound,
  RFQ_MESSAGES.closed,
  RFQ_MESSAGES.offerAccepted,
  RFQ_MESSAGES.noOffer,
  RFQ_MESSAGES.offerItems,
  RFQ_MESSAGES.offerSomething,
  RFQ_MESSAGES.notYourListing,
  RFQ_MESSAGES.listingNeeded('Ambuja PPC Cement (50 kg bag)'),
  RFQ_MESSAGES.listingTwice,
  RFQ_MESSAGES.unitPrice,
  RFQ_MESSAGES.deliveryCharge,
  RFQ_MESSAGES.deliveryDate,
  RFQ_MESSAGES.validUntil,
];

/**
 * Every `detail` the admin routes answer (admin/*: accounts, sellers' approval, catalogue products
 * and categories, default products, leads, orders, search words, tax rates), as the code makes them.
 */
const ADMIN_DETAILS: readonly string[] = [
  ADMIN_MESSAGES.userNotFound,
  ADMIN_MESSAGES.sellerNotFound,
  ADMIN_MESSAGES.rejectionReasonRequired,
  ADMIN_MESSAGES.rejectionReasonTooLong,
  ...Object.values(ADMIN_CATALOGUE_MESSAGES)
    .slice(0, Object.keys(ADMIN_CATALOGUE_MESSAGES).indexOf('categoryDeleted'))
    .flatMap((message) => (typeof message === 'string' ? [message] : [])),
  ADMIN_CATALOGUE_MESSAGES.skuTaken('OPC-53-50'),
  ADMIN_CATALOGUE_MESSAGES.duplicateSpecification('Grade'),
  ADMIN_CATALOGUE_MESSAGES.categoryNameTaken('Cement'),
  ADMIN_CATALOGUE_MESSAGES.keepsChildren('Cement'),
  ADMIN_CATALOGUE_MESSAGES.deleteHasProducts('Cement', 1),
  ADMIN_CATALOGUE_MESSAGES.deleteHasProducts('Cement', 12),
  ADMIN_CATALOGUE_MESSAGES.deleteHasChildren('Cement', 1),
  ADMIN_CATALOGUE_MESSAGES.deleteHasChildren('Cement', 3),
  ...[
    DEFAULT_PRODUCT_MESSAGES.name,
    DEFAULT_PRODUCT_MESSAGES.unit,
    DEFAULT_PRODUCT_MESSAGES.category,
    DEFAULT_PRODUCT_MESSAGES.rateNegative,
    DEFAULT_PRODUCT_MESSAGES.rateInvalid,
    DEFAULT_PRODUCT_MESSAGES.unknownCategory,
    DEFAULT_PRODUCT_MESSAGES.unknownUnit,
    DEFAULT_PRODUCT_MESSAGES.nameTooLong,
    DEFAULT_PRODUCT_MESSAGES.brandsTooLong,
    DEFAULT_PRODUCT_MESSAGES.descriptionTooLong,
    DEFAULT_PRODUCT_MESSAGES.notFound,
  ],
  'is_active must be true or false',
  ADMIN_LEAD_TEXTS.inquiryNotFound,
  ADMIN_LEAD_TEXTS.quoteNotFound,
  ADMIN_LEAD_TEXTS.badStatus,
  ADMIN_LEAD_TEXTS.noteRequired,
  ADMIN_LEAD_TEXTS.noteTooLong,
  ADMIN_ORDER_MESSAGES.notFound,
  ADMIN_ORDER_MESSAGES.badDate('placed_from'),
  ADMIN_ORDER_MESSAGES.dateOrder,
  ADMIN_ORDER_MESSAGES.tooManyToExport,
  ...[
    SEARCH_SYNONYM_MESSAGES.word,
    SEARCH_SYNONYM_MESSAGES.wordNotOneWord,
    SEARCH_SYNONYM_MESSAGES.wordLength,
    SEARCH_SYNONYM_MESSAGES.alternatives,
    SEARCH_SYNONYM_MESSAGES.tooManyAlternatives,
    SEARCH_SYNONYM_MESSAGES.note,
    SEARCH_SYNONYM_MESSAGES.noteTooLong,
  ],
  SEARCH_SYNONYM_MESSAGES.alternativeNotOneWord('8 mm'),
  SEARCH_SYNONYM_MESSAGES.alternativeLength('x'),
  SEARCH_SYNONYM_MESSAGES.alternativeTwice('reti'),
  SEARCH_SYNONYM_MESSAGES.alternativeIsWord('reti'),
  SEARCH_SYNONYM_MESSAGES.notFound('reti'),
  CATEGORY_TAX_MESSAGES.hsnCode,
  CATEGORY_TAX_MESSAGES.gstRate,
];

/**
 * Every `detail` of the blog, affiliate, real-estate and product-photo routes (their schemas, the
 * multipart forms' own checks and the shared upload texts), as the code makes them. Texts these
 * routes share with the lists above (a title too long, 'Listing not found') are held there.
 */
const CONTENT_DETAILS: readonly string[] = [
  // blog (core's BLOG_MESSAGES: the server's; the rest are the editor's own screen texts)
  BLOG_MESSAGES.notFound,
  BLOG_MESSAGES.titleRequired,
  BLOG_MESSAGES.titleTooLong,
  BLOG_MESSAGES.slugRequired,
  BLOG_MESSAGES.slugShape,
  BLOG_MESSAGES.slugTooLong,
  BLOG_MESSAGES.slugTaken('cement-grades'),
  BLOG_MESSAGES.contentRequired,
  BLOG_MESSAGES.contentTooLong,
  BLOG_MESSAGES.contentEmptyAfterCleaning,
  BLOG_MESSAGES.categoryTooLong,
  BLOG_MESSAGES.excerptTooLong,
  BLOG_MESSAGES.coverImageUrl,
  BLOG_MESSAGES.readTime,
  BLOG_MESSAGES.published,
  `limit must be between 1 and ${BLOG_LIST_LIMIT}`,
  // affiliates
  AFFILIATE_MESSAGES.required,
  AFFILIATE_MESSAGES.url,
  AFFILIATE_MESSAGES.imageUrl,
  AFFILIATE_MESSAGES.titleTooLong,
  AFFILIATE_MESSAGES.descriptionTooLong,
  AFFILIATE_MESSAGES.sortOrder,
  AFFILIATE_MESSAGES.notFound,
  // real estate: the form, each field's length, the review, the multipart reading
  REAL_ESTATE_MESSAGES.needNameOrLocation,
  REAL_ESTATE_MESSAGES.gps,
  REAL_ESTATE_MESSAGES.builderLink,
  REAL_ESTATE_MESSAGES.imageType,
  REAL_ESTATE_MESSAGES.imageTooLarge,
  REAL_ESTATE_MESSAGES.notMultipart,
  ...(Object.keys(REAL_ESTATE_LABELS) as RealEstateTextField[]).map((field) =>
    REAL_ESTATE_MESSAGES.tooLong(REAL_ESTATE_LABELS[field], REAL_ESTATE_LIMITS[field]),
  ),
  REAL_ESTATE_MESSAGES.reasonRequired,
  REAL_ESTATE_MESSAGES.reasonTooLong(REAL_ESTATE_REASON_MAX),
  REAL_ESTATE_MESSAGES.notFound,
  'Unexpected file field "photo": send the picture as "image"',
  'builder_name must be text',
  'The form has too many fields or files: send one image at most.',
  'This listing has no image',
  'Invalid listing',
  // product photos (every PRODUCT_IMAGE_MESSAGES text but the success note) and their routes' own
  ...Object.entries(PRODUCT_IMAGE_MESSAGES).flatMap(([key, message]) => (key === 'removed' ? [] : [message])),
  'No such image',
  'Unexpected file field "file": send the photo as "image"',
  'The photo id must be a positive whole number',
  'Describe the photo in a few words',
  // shared by every upload and form
  NUL_MESSAGE,
  UNREADABLE_UPLOAD,
];

/** Every row error of a CSV upload (the seller's listings, CRM contacts and leads), as the code makes them. */
const CSV_ROW_DETAILS: readonly string[] = [
  LISTING_CSV_MESSAGES.rowWithoutIdentifier,
  LISTING_CSV_MESSAGES.badListingId,
  LISTING_CSV_MESSAGES.notYourListing('999999'),
  LISTING_CSV_MESSAGES.unknownSellerSku('=HYPERLINK(1)'),
  LISTING_CSV_MESSAGES.unknownMasterSku('OPC-53-50'),
  LISTING_CSV_MESSAGES.mismatch('product_id', '4', 12),
  LISTING_CSV_MESSAGES.mismatch('master_sku', 'OPC-53-50', 12),
  LISTING_CSV_MESSAGES.repeated(12, 3),
  LISTING_CSV_MESSAGES.badPrice,
  LISTING_CSV_MESSAGES.badStock,
  LISTING_CSV_MESSAGES.skuTaken('UT-53'),
  LISTING_CSV_MESSAGES.skuTooLong,
  CRM_CSV_MESSAGES.notYourContact('41'),
  CRM_CSV_MESSAGES.notYourLead('41'),
  CRM_CSV_MESSAGES.notYourListing('41'),
  CRM_CSV_MESSAGES.unknownContactEmail('ravi@buildwell.in'),
  ...(['is_active', 'active'] as const).map((column) => {
    try {
      parseBooleanCell('maybe', column);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('parseBooleanCell took "maybe"');
  }),
];

/**
 * The other routes' details that were English only: a buyer's requests for quotation, price alerts
 * and quote requests, the chatbot's form, the admin's pincodes, the price board's query, and the
 * seller's and admin's sign-in and registration checks.
 */
const OTHER_DETAILS: readonly string[] = [
  ...(
    [
      'items',
      'tooManyItems',
      'itemNamed',
      'quantity',
      'unit',
      'neededBy',
      'validDays',
      'pincode',
      'notServed',
      'tooManyOpen',
      'unknownProduct',
      'sameProductTwice',
      'acceptChoice',
      'acceptItem',
      'offerGone',
    ] as const
  ).map((key) => RFQ_MESSAGES[key]),
  RFQ_MESSAGES.notListed('Ambuja PPC Cement (50 kg bag)', 'Sri Lakshmi Traders'),
  PRICE_ALERT_MESSAGES.target,
  PRICE_ALERT_MESSAGES.product,
  PRICE_ALERT_MESSAGES.tooMany,
  PRICE_ALERT_MESSAGES.unknownProduct,
  QUOTE_MESSAGES.email,
  QUOTE_MESSAGES.material,
  QUOTE_MESSAGES.quantity,
  QUOTE_MESSAGES.unit,
  QUOTE_MESSAGES.offerGone,
  CHATBOT_MESSAGES.name,
  PINCODE_ADMIN_MESSAGES.required,
  PINCODE_ADMIN_MESSAGES.duplicate('560001'),
  PINCODE_ADMIN_MESSAGES.notFound('560001'),
  PINCODE_ADMIN_MESSAGES.cityTooLong,
  PINCODE_ADMIN_MESSAGES.areaTooLong,
  PINCODE_ADMIN_MESSAGES.stateTooLong,
  PRICE_BOARD_MESSAGES.unknownCity('Mysore'),
  PRICE_BOARD_MESSAGES.unknownCategory('Tiles'),
  // account/sellerRoutes.ts, account/adminRoutes.ts, account/schemas.ts
  'Invalid email or password',
  'This account has been deactivated.',
  'Email is required',
  'Password must be at least 6 characters long',
  'Send both latitude and longitude, or neither',
  'Please enter your email',
  // the BOQ calculator's input checks (@nirmaan/calculators, answered by /boq/calculate and /boq/save)
  BOQ_MESSAGES.body,
  ...(['plot_size', 'no_of_floors', 'no_of_kitchens', 'no_of_bedrooms'] as const).flatMap((field) => [
    BOQ_MESSAGES[field].required,
    BOQ_MESSAGES[field].invalid,
  ]),
  BOQ_MESSAGES.lift_required,
  ...BOQ_CHOICE_FIELDS.map((field) => BOQ_MESSAGES[field]),
];

/** The success notes of 200 and 201 answers (a deletion, a photo removed, pincodes added, an OTP or an RFQ sent), as the code makes them. */
const SUCCESS_NOTES: readonly string[] = [
  BLOG_MESSAGES.deleted,
  AFFILIATE_MESSAGES.deleted,
  PRODUCT_IMAGE_MESSAGES.removed,
  ADMIN_CATALOGUE_MESSAGES.categoryDeleted('Cement'),
  DEFAULT_PRODUCT_MESSAGES.deleted,
  LISTING_MESSAGES.deleted,
  LISTING_MESSAGES.deactivated,
  PINCODE_ADMIN_MESSAGES.deleted('560001'),
  PINCODE_ADMIN_MESSAGES.seeded(0),
  PINCODE_ADMIN_MESSAGES.seeded(1),
  PINCODE_ADMIN_MESSAGES.seeded(12),
  'OTP sent',
  RFQ_MESSAGES.sent(0),
  RFQ_MESSAGES.sent(1),
  RFQ_MESSAGES.sent(4),
];

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

describe('the error details catalogue (http/messages)', () => {
  it.each(BUYER_JOURNEY_DETAILS)('holds %j, its English as the code says it', (detail) => {
    const found = findDetail(detail);
    expect(found, detail).toBeDefined();
    expect((en[found!.key] as (values: Record<string, string>) => string)(found!.values)).toBe(detail);
  });

  it.each(SELLER_DETAILS)('holds the seller detail %j, its English as the code says it', (detail) => {
    const found = findDetail(detail);
    expect(found, detail).toBeDefined();
    expect((en[found!.key] as (values: Record<string, string>) => string)(found!.values)).toBe(detail);
  });

  it.each(ADMIN_DETAILS)('holds the admin detail %j, its English as the code says it', (detail) => {
    const found = findDetail(detail);
    expect(found, detail).toBeDefined();
    expect((en[found!.key] as (values: Record<string, string>) => string)(found!.values)).toBe(detail);
  });

  it.each([...CONTENT_DETAILS, ...CSV_ROW_DETAILS, ...OTHER_DETAILS, ...SUCCESS_NOTES])(
    'holds the content, CSV row or other route detail %j, its English as the code says it',
    (detail) => {
      const found = findDetail(detail);
      expect(found, detail).toBeDefined();
      expect((en[found!.key] as (values: Record<string, string>) => string)(found!.values)).toBe(detail);
    },
  );

  it.each(TRANSLATED)('says every detail listed here in %s, with its arguments in place', (locale) => {
    for (const detail of [
      ...BUYER_JOURNEY_DETAILS,
      ...SELLER_DETAILS,
      ...ADMIN_DETAILS,
      ...CONTENT_DETAILS,
      ...CSV_ROW_DETAILS,
      ...OTHER_DETAILS,
      ...SUCCESS_NOTES,
    ]) {
      const translated = detailInLanguage(detail, locale);
      expect(translated, detail).not.toBe(detail);
      // An order's status is named in the language's own words (a select), every other value as it came.
      for (const value of Object.values(findDetail(detail)!.values))
        if (!(ORDER_STATUSES as readonly string[]).includes(value)) expect(translated, detail).toContain(value);
    }
  });

  it('leaves English a text the catalogue does not hold, and English as it is', () => {
    expect(detailInLanguage('The database does not answer.', 'ta')).toBe('The database does not answer.');
    expect(detailInLanguage('Only 30 in stock', 'en')).toBe('Only 30 in stock');
  });

  it("never reads a thrown text as one of the texts said by key (zod's and Fastify's own)", () => {
    // "{field} must be a list" is zod.list's shape: a text the code throws is not taken for it.
    expect(findDetail('Colour must be a list')).toBeUndefined();
    expect(detailInLanguage('The request is not valid JSON.', 'hi')).toBe('The request is not valid JSON.');
  });

  it('names a real-estate field in the language, never its English label inside a translated sentence', () => {
    expect(detailInLanguage(REAL_ESTATE_MESSAGES.tooLong(REAL_ESTATE_LABELS.site_size, 100), 'hi')).toBe('प्लॉट का साइज़ ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है');
    expect(detailInLanguage(PRODUCT_IMAGE_MESSAGES.tooSmall, 'kn')).toBe('ಫೋಟೋ ತುಂಬಾ ಚಿಕ್ಕದು: ಪ್ರತಿ ಬದಿ ಕನಿಷ್ಠ 100 ಪಿಕ್ಸೆಲ್ ಇರಬೇಕು.');
  });

  it('reads the arguments back from the more specific of two similar texts', () => {
    expect(detailInLanguage('Only 3 in stock (2 already in your cart)', 'hi')).toBe('स्टॉक में सिर्फ़ 3 है (इनमें से 2 पहले से आपके कार्ट में है)');
    expect(detailInLanguage('Only 3 in stock', 'hi')).toBe('स्टॉक में सिर्फ़ 3 है');
  });

  it("names an order's statuses in the language, not in English", () => {
    expect(detailInLanguage(SELLER_ORDER_MESSAGES.onlyNext('shipped', 'delivered'), 'ta')).toBe('அனுப்பப்பட்ட ஆர்டர் அடுத்து "டெலிவரி ஆனது" நிலைக்கு மட்டுமே போகலாம்');
    expect(detailInLanguage(SELLER_ORDER_MESSAGES.final('cancelled'), 'kn')).toBe('ಈ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ: ಇನ್ನು ಇದರ ಸ್ಥಿತಿ ಬದಲಾಗದು');
  });
});
