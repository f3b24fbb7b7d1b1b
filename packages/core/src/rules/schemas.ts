import { z } from 'zod';
import { ADDRESS_COUNTRIES, ADDRESS_FIELD_MESSAGES, ADDRESS_LIMITS, ADDRESS_MESSAGES, DEFAULT_COUNTRY } from './address.ts';
import { BUYER_SIGNUP_MESSAGES } from './buyerSignup.ts';
import { isEmail, MAX_EMAIL_LENGTH } from './email.ts';
import { LOCATION_MESSAGES } from './location.ts';
import { LOGIN_MESSAGES } from './login.ts';
import { FULL_NAME_REQUIRED_MESSAGE, MAX_NAME_LENGTH } from './names.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password.ts';
import { INVALID_PHONE_MESSAGE, isIndianPhone, normalizeIndianPhone } from './phone.ts';
import { isValidPincode, PINCODE_MESSAGES } from './pincode.ts';
import { OTP_MESSAGES } from './otp.ts';
import { SELLER_SIGNUP_MESSAGES } from './sellerSignup.ts';

/*
 * zod schemas for the server's request bodies, built on the same rules and texts as the forms,
 * so a message the server answers is the message the widget would have shown.
 */

const password = (tooShort: string) => z.string({ error: tooShort }).min(MIN_PASSWORD_LENGTH, tooShort).max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

const email = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .refine((value) => isEmail(value), invalid)
    .transform((value) => value.toLowerCase());

/** Optional e-mail: missing, null or blank all become null. */
const optionalEmail = z
  .union([z.null(), z.undefined(), z.string().trim()], { error: BUYER_SIGNUP_MESSAGES.emailInvalid })
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isEmail(value), BUYER_SIGNUP_MESSAGES.emailInvalid)
  .transform((value) => value?.toLowerCase() ?? null);

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** A phone with or without +91 (spaces and hyphens ignored), answered as '+91' and 10 digits. */
export const indianPhoneSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .transform(normalizeIndianPhone)
  .refine((value) => /^\+91\d{10}$/.test(value), INVALID_PHONE_MESSAGE);

/** The signup wording: 'Phone number is required', then 'Phone number must be exactly 10 digits'. */
const signupPhone = z
  .string({ error: BUYER_SIGNUP_MESSAGES.phoneRequired })
  .trim()
  .min(1, BUYER_SIGNUP_MESSAGES.phoneRequired)
  .transform(normalizeIndianPhone)
  .refine((value) => /^\+91\d{10}$/.test(value), BUYER_SIGNUP_MESSAGES.phoneLength);

/** POST /users/register (spec storefront §7). */
export const buyerRegistrationSchema = z.object({
  phone: signupPhone,
  email: optionalEmail,
  password: password(BUYER_SIGNUP_MESSAGES.passwordTooShort),
  first_name: z.string({ error: FULL_NAME_REQUIRED_MESSAGE }).trim().min(1, FULL_NAME_REQUIRED_MESSAGE).max(MAX_NAME_LENGTH),
  last_name: optionalText(MAX_NAME_LENGTH),
});

/** POST /sellers/register (toolkit §7), with the toolkit's password wording. */
export const sellerRegistrationSchema = z.object({
  name: z.string({ error: SELLER_SIGNUP_MESSAGES.nameRequired }).trim().min(1, SELLER_SIGNUP_MESSAGES.nameRequired).max(MAX_NAME_LENGTH),
  email: z
    .string({ error: SELLER_SIGNUP_MESSAGES.emailRequired })
    .trim()
    .min(1, SELLER_SIGNUP_MESSAGES.emailRequired)
    .max(MAX_EMAIL_LENGTH, SELLER_SIGNUP_MESSAGES.emailInvalid)
    .pipe(email(SELLER_SIGNUP_MESSAGES.emailInvalid)),
  phone: optionalText(20),
  address: optionalText(500),
  password: password(SELLER_SIGNUP_MESSAGES.passwordTooShort),
});

/** PUT /sellers/me: the registration fields without the password. */
export const sellerProfileSchema = sellerRegistrationSchema.omit({ password: true });

/** POST /admin/login (JSON). */
export const adminLoginSchema = z.object({
  email: z.string({ error: LOGIN_MESSAGES.emailRequired }).trim().min(1, LOGIN_MESSAGES.emailRequired).max(MAX_EMAIL_LENGTH).toLowerCase(),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
});

export const otpSendSchema = z.object({ phone: indianPhoneSchema });

export const otpVerifySchema = z.object({
  phone: indianPhoneSchema,
  code: z
    .string({ error: OTP_MESSAGES.invalid })
    .trim()
    .regex(/^\d{6}$/, OTP_MESSAGES.invalid),
});

/** PUT /users/me/location query (numbers arrive as text). */
/** A coordinate from a query string: blank is missing (not 0), then a number within [min, max]. */
function coordinate(min: number, max: number, message: string) {
  const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
  return z.preprocess(blankAsMissing, z.coerce.number({ error: message }).min(min, message).max(max, message));
}

export const locationQuerySchema = z.object({
  latitude: coordinate(-90, 90, LOCATION_MESSAGES.latitudeRange),
  longitude: coordinate(-180, 180, LOCATION_MESSAGES.longitudeRange),
});

export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGES.invalid })
  .trim()
  .regex(/^\d{6}$/, PINCODE_MESSAGES.invalid);

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** An optional text: trimmed, at most `max` characters, blank as null. */
const optionalNullableText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** POST /addresses/ (spec storefront §3, §5). */
export const addressSchema = z.object({
  address_line1: requiredText(ADDRESS_MESSAGES.address_line1, 200),
  address_line2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  city: requiredText(ADDRESS_MESSAGES.city, 100),
  state: requiredText(ADDRESS_MESSAGES.state, 100),
  postal_code: requiredText(ADDRESS_MESSAGES.postal_code, 20).refine(isValidPincode, PINCODE_MESSAGES.invalid),
  country: z.enum(ADDRESS_COUNTRIES, { error: ADDRESS_FIELD_MESSAGES.country }).default(DEFAULT_COUNTRY),
  landmark: optionalNullableText(ADDRESS_LIMITS.landmark),
  site_contact_name: optionalNullableText(ADDRESS_LIMITS.siteContactName),
  site_contact_phone: z
    .string({ error: ADDRESS_FIELD_MESSAGES.siteContactPhone })
    .trim()
    .nullish()
    .transform((value) => (value ? normalizeIndianPhone(value) : null))
    .refine((value) => value === null || isIndianPhone(value), ADDRESS_FIELD_MESSAGES.siteContactPhone),
  delivery_instructions: optionalNullableText(ADDRESS_LIMITS.deliveryInstructions, ADDRESS_FIELD_MESSAGES.deliveryInstructions),
  latitude: z
    .number()
    .min(-90, LOCATION_MESSAGES.latitudeRange)
    .max(90, LOCATION_MESSAGES.latitudeRange)
    .nullish()
    .transform((value) => value ?? null),
  longitude: z
    .number()
    .min(-180, LOCATION_MESSAGES.longitudeRange)
    .max(180, LOCATION_MESSAGES.longitudeRange)
    .nullish()
    .transform((value) => value ?? null),
  is_default: z.boolean().optional().default(false),
});
