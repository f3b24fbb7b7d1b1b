import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  adminLoginSchema,
  buyerRegistrationSchema,
  indianPhoneSchema,
  locationQuerySchema,
  otpSendSchema,
  otpVerifySchema,
  pincodeSchema,
  sellerProfileSchema,
  sellerRegistrationSchema,
} from './schemas.ts';

/** The message the server would answer for `field` (the first issue on it), or undefined. */
function messageFor(schema: z.ZodType, input: unknown, field?: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => (field === undefined ? true : issue.path[0] === field))?.message;
}

const buyer = { phone: '9876543210', email: 'Ravi@Example.com', password: 'secret1', first_name: 'Ravi', last_name: 'Kumar' };

describe('buyer registration body (POST /users/register)', () => {
  it('accepts the form and stores the phone as +91 and 10 digits, the e-mail lower-cased', () => {
    expect(buyerRegistrationSchema.parse(buyer)).toEqual({ ...buyer, phone: '+919876543210', email: 'ravi@example.com' });
  });

  it('accepts a phone that already carries +91, with spaces or hyphens', () => {
    expect(buyerRegistrationSchema.parse({ ...buyer, phone: '+91 98765-43210' }).phone).toBe('+919876543210');
  });

  it('turns a missing, null or blank e-mail into null', () => {
    expect(buyerRegistrationSchema.parse({ ...buyer, email: undefined }).email).toBeNull();
    expect(buyerRegistrationSchema.parse({ ...buyer, email: null }).email).toBeNull();
    expect(buyerRegistrationSchema.parse({ ...buyer, email: '  ' }).email).toBeNull();
  });

  it('defaults a missing last name to empty', () => {
    const { last_name: _omitted, ...withoutLastName } = buyer;
    expect(buyerRegistrationSchema.parse(withoutLastName).last_name).toBe('');
  });

  it('answers the form wording for each invalid field', () => {
    expect(messageFor(buyerRegistrationSchema, { ...buyer, phone: '' }, 'phone')).toBe('Phone number is required');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, phone: undefined }, 'phone')).toBe('Phone number is required');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, phone: '98765' }, 'phone')).toBe('Phone number must be exactly 10 digits');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, email: 'ravi@' }, 'email')).toBe('Email is invalid');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, email: 42 }, 'email')).toBe('Email is invalid');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, password: '12345' }, 'password')).toBe('Password must be at least 6 characters');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, password: undefined }, 'password')).toBe('Password must be at least 6 characters');
    expect(messageFor(buyerRegistrationSchema, { ...buyer, first_name: '  ' }, 'first_name')).toBe('Full name is required');
  });

  it("rejects a password over 128 characters: 'Password is too long'", () => {
    expect(messageFor(buyerRegistrationSchema, { ...buyer, password: 'x'.repeat(129) }, 'password')).toBe('Password is too long');
  });
});

const seller = { name: 'Balaji Cements', email: 'Sales@Balaji.Example', phone: '', address: '', password: 'secret1' };

describe('seller registration body (POST /sellers/register)', () => {
  it('accepts the form, lower-cases the e-mail and defaults phone and address to empty', () => {
    expect(sellerRegistrationSchema.parse({ name: ' Balaji Cements ', email: ' Sales@Balaji.Example ', password: 'secret1' })).toEqual({
      ...seller,
      email: 'sales@balaji.example',
    });
  });

  it('answers the seller wording for each invalid field', () => {
    expect(messageFor(sellerRegistrationSchema, { ...seller, name: ' ' }, 'name')).toBe('Business name is required');
    expect(messageFor(sellerRegistrationSchema, { ...seller, email: '' }, 'email')).toBe('Email is required');
    expect(messageFor(sellerRegistrationSchema, { ...seller, email: 'sales@balaji' }, 'email')).toBe('Email is invalid');
    expect(messageFor(sellerRegistrationSchema, { ...seller, password: '12345' }, 'password')).toBe('Password must be at least 6 characters long');
  });

  it('takes no password for the profile update (PUT /sellers/me)', () => {
    const { password: _password, ...profile } = seller;
    expect(sellerProfileSchema.parse(profile)).toEqual({ ...profile, email: 'sales@balaji.example' });
    expect(sellerProfileSchema.parse(seller)).not.toHaveProperty('password');
  });
});

describe('admin login body (POST /admin/login)', () => {
  it('accepts an e-mail and a password, lower-casing the e-mail', () => {
    expect(adminLoginSchema.parse({ email: ' Admin@Nirmaan.Test ', password: 'pw' })).toEqual({ email: 'admin@nirmaan.test', password: 'pw' });
  });

  it("requires both: 'Please enter your email', 'Please enter your password'", () => {
    expect(messageFor(adminLoginSchema, { email: '', password: 'pw' }, 'email')).toBe('Please enter your email');
    expect(messageFor(adminLoginSchema, { email: 'a@b.co', password: '' }, 'password')).toBe('Please enter your password');
  });
});

describe('OTP bodies', () => {
  it('normalise the phone to +91 and 10 digits', () => {
    expect(otpSendSchema.parse({ phone: '9876543210' })).toEqual({ phone: '+919876543210' });
    expect(indianPhoneSchema.parse('+919876543210')).toBe('+919876543210');
  });

  it("reject a phone that is not 10 digits: 'Please enter a valid 10-digit phone number'", () => {
    expect(messageFor(otpSendSchema, { phone: '98765' }, 'phone')).toBe('Please enter a valid 10-digit phone number');
    expect(messageFor(otpSendSchema, { phone: 9876543210 }, 'phone')).toBe('Please enter a valid 10-digit phone number');
    expect(messageFor(indianPhoneSchema, '+1 9876543210')).toBe('Please enter a valid 10-digit phone number');
  });

  it("need a 6-digit code: 'Please enter a valid 6-digit OTP'", () => {
    expect(otpVerifySchema.parse({ phone: '9876543210', code: ' 123456 ' })).toEqual({ phone: '+919876543210', code: '123456' });
    expect(messageFor(otpVerifySchema, { phone: '9876543210', code: '12345' }, 'code')).toBe('Please enter a valid 6-digit OTP');
    expect(messageFor(otpVerifySchema, { phone: '9876543210' }, 'code')).toBe('Please enter a valid 6-digit OTP');
  });
});

describe('location query (PUT /users/me/location)', () => {
  it('reads the numbers from query text', () => {
    expect(locationQuerySchema.parse({ latitude: '12.9716', longitude: '77.5946' })).toEqual({ latitude: 12.9716, longitude: 77.5946 });
  });

  it('rejects points off the Earth and text that is no number', () => {
    expect(messageFor(locationQuerySchema, { latitude: '91', longitude: '0' }, 'latitude')).toBe('Latitude must be between -90 and 90');
    expect(messageFor(locationQuerySchema, { latitude: '0', longitude: '-181' }, 'longitude')).toBe('Longitude must be between -180 and 180');
    expect(messageFor(locationQuerySchema, { latitude: 'north', longitude: '0' }, 'latitude')).toBe('Latitude must be between -90 and 90');
    expect(messageFor(locationQuerySchema, { longitude: '0' }, 'latitude')).toBe('Latitude must be between -90 and 90');
  });

  // BUG (rules/schemas.ts:93-97): z.coerce.number() turns '' (and '  ') into 0, so
  // PUT /users/me/location?latitude=&longitude= saves the point 0, 0 instead of refusing it.
  // Spec §5: "Manual coordinates apply only when both parse as numbers" (the client's parseCoordinate treats blank as no number).
  it('rejects blank coordinates instead of reading them as 0, 0', () => {
    expect(locationQuerySchema.safeParse({ latitude: '', longitude: '' }).success).toBe(false);
  });
});

describe('pincode', () => {
  it('accepts 6 digits, trimmed', () => {
    expect(pincodeSchema.parse(' 560001 ')).toBe('560001');
  });

  it("rejects anything else: 'Enter a valid 6-digit pincode'", () => {
    expect(messageFor(pincodeSchema, '56001')).toBe('Enter a valid 6-digit pincode');
    expect(messageFor(pincodeSchema, 560001)).toBe('Enter a valid 6-digit pincode');
  });
});

const address = { address_line1: '12 MG Road', city: 'Bangalore', state: 'Karnataka', postal_code: '560001' };

describe('address body (POST /addresses/)', () => {
  it('defaults country to India, is_default to false, and the optional fields to null', () => {
    expect(addressSchema.parse(address)).toEqual({
      ...address,
      address_line2: null,
      country: 'India',
      landmark: null,
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      latitude: null,
      longitude: null,
      is_default: false,
    });
  });

  it('keeps the optional fields when given, the site contact mobile with +91', () => {
    const site = { landmark: 'Opposite the Ganesha temple', site_contact_name: 'Manjunath', delivery_instructions: 'Unload before 6 pm' };
    const full = { ...address, ...site, address_line2: 'Near Metro', country: 'India', latitude: 12.97, longitude: 77.59, is_default: true };
    expect(addressSchema.parse({ ...full, site_contact_phone: '98450 12345' })).toEqual({ ...full, site_contact_phone: '+919845012345' });
    expect(addressSchema.parse({ ...address, address_line2: '', landmark: ' ', site_contact_phone: '' })).toMatchObject({
      address_line2: null,
      landmark: null,
      site_contact_phone: null,
    });
  });

  it('refuses a site contact mobile that is not 10 digits, instructions over 300 characters and a pincode that is not 6 digits', () => {
    expect(messageFor(addressSchema, { ...address, site_contact_phone: '12345' }, 'site_contact_phone')).toBe(
      "Enter the site contact's 10-digit mobile number",
    );
    expect(messageFor(addressSchema, { ...address, delivery_instructions: 'x'.repeat(301) }, 'delivery_instructions')).toBe(
      'Keep the delivery instructions within 300 characters',
    );
    expect(messageFor(addressSchema, { ...address, postal_code: 'SW1A 1AA' }, 'postal_code')).toBe('Enter a valid 6-digit pincode');
  });

  it('requires address_line1, city, state and postal_code', () => {
    expect(messageFor(addressSchema, { ...address, address_line1: ' ' }, 'address_line1')).toBe('Address line 1 is required');
    expect(messageFor(addressSchema, { ...address, city: '' }, 'city')).toBe('City is required');
    expect(messageFor(addressSchema, { ...address, state: undefined }, 'state')).toBe('State is required');
    expect(messageFor(addressSchema, { ...address, postal_code: '' }, 'postal_code')).toBe('Postal code is required');
  });

  it('accepts India only', () => {
    for (const country of ['Germany', 'Canada', 'United States'])
      expect(messageFor(addressSchema, { ...address, country }, 'country')).toBe('We deliver within India only');
  });

  it('rejects coordinates out of range', () => {
    expect(messageFor(addressSchema, { ...address, latitude: 100 }, 'latitude')).toBe('Latitude must be between -90 and 90');
    expect(messageFor(addressSchema, { ...address, longitude: 200 }, 'longitude')).toBe('Longitude must be between -180 and 180');
  });
});
