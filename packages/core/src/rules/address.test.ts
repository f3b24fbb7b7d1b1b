import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, emptyAddressForm, fillFromGeocodedText, isAddressCountry, validateAddress } from './address.ts';

const complete = { address_line1: '12 MG Road', city: 'Bangalore', state: 'Karnataka', postal_code: '560001', country: 'India' };

describe('address form (spec §3, §5)', () => {
  it('starts empty with India as the country and not default', () => {
    expect(emptyAddressForm()).toEqual({
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      postal_code: '',
      country: 'India',
      landmark: '',
      site_contact_name: '',
      site_contact_phone: '',
      delivery_instructions: '',
      latitude: null,
      longitude: null,
      is_default: false,
    });
  });

  // Issue 26: the form offered US, UK, Canada and Australia, whose addresses checkout could only refuse.
  it('delivers within India only', () => {
    expect(ADDRESS_COUNTRIES).toEqual(['India']);
    expect(isAddressCountry('Canada')).toBe(false);
    expect(validateAddress({ ...complete, country: 'United States' })).toEqual({ country: 'We deliver within India only' });
  });

  it('wants a 6-digit pincode', () => {
    expect(validateAddress({ ...complete, postal_code: 'SW1A 1AA' })).toEqual({ postal_code: 'Enter a valid 6-digit pincode' });
    expect(validateAddress({ ...complete, postal_code: '56003' })).toEqual({ postal_code: 'Enter a valid 6-digit pincode' });
  });

  it("takes a site contact's 10-digit mobile when one is given, and instructions within 300 characters", () => {
    expect(validateAddress({ ...complete, site_contact_phone: '', delivery_instructions: '' })).toEqual({});
    expect(validateAddress({ ...complete, site_contact_phone: '+919845012345', delivery_instructions: 'Unload before 6 pm' })).toEqual({});
    expect(validateAddress({ ...complete, site_contact_phone: '98450', delivery_instructions: 'x'.repeat(301) })).toEqual({
      site_contact_phone: "Enter the site contact's 10-digit mobile number",
      delivery_instructions: 'Keep the delivery instructions within 300 characters',
    });
  });

  it('accepts a complete address', () => {
    expect(validateAddress(complete)).toEqual({});
  });

  it('requires address_line1, city, state, postal_code and country', () => {
    expect(validateAddress({ address_line1: '', city: ' ', state: '', postal_code: '', country: '' })).toEqual({
      address_line1: 'Address line 1 is required',
      city: 'City is required',
      state: 'State is required',
      postal_code: 'Postal code is required',
      country: 'Country is required',
    });
  });
});

describe('filling the form from a map pick (spec §5)', () => {
  const empty = { city: '', state: '', country: '' };

  it('takes city, state and country from the last three comma-separated parts', () => {
    expect(fillFromGeocodedText(empty, '12, MG Road, Bangalore, Karnataka, India')).toEqual({ city: 'Bangalore', state: 'Karnataka', country: 'India' });
  });

  it('works with exactly three parts', () => {
    expect(fillFromGeocodedText(empty, 'Chennai, Tamil Nadu, India')).toEqual({ city: 'Chennai', state: 'Tamil Nadu', country: 'India' });
  });

  it('leaves the form alone with fewer than three parts', () => {
    expect(fillFromGeocodedText(empty, 'Tamil Nadu, India')).toEqual(empty);
    expect(fillFromGeocodedText(empty, 'Chennai, , India')).toEqual(empty);
  });

  it('fills only the fields that are still empty', () => {
    expect(fillFromGeocodedText({ city: 'Coimbatore', state: '', country: 'India' }, 'Peelamedu, Tamil Nadu, Bharat')).toEqual({
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      country: 'India',
    });
  });

  it('keeps the other fields of the form and does not change the input', () => {
    const form = { ...emptyAddressForm(), country: '', address_line1: '12 MG Road' };
    const filled = fillFromGeocodedText(form, 'Bangalore, Karnataka, India');
    expect(filled.address_line1).toBe('12 MG Road');
    expect(form.city).toBe('');
  });
});
