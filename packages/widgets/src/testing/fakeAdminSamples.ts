// Sample records of the admin's fake API, for tests and stories.
import type { AdminSeller, AdminUser, DefaultProduct, PincodeRecord, SellerStatus } from '@nirmaan/core';

export function sampleAdminUser(id: number, firstName: string, lastName: string, isActive = true): AdminUser {
  return {
    id,
    first_name: firstName,
    last_name: lastName,
    phone: `+9198765${String(43200 + id).padStart(5, '0')}`,
    email: firstName ? `${firstName.toLowerCase()}@example.com` : null,
    is_active: isActive,
    created_at: `2026-11-${String(Math.min(28, id)).padStart(2, '0')}T09:00:00Z`,
  };
}

const SAMPLE_SELLER_PLACES: ReadonlyArray<[address: string | null, city: string | null]> = [
  ['14 Old Madras Road, KR Puram', 'Bangalore'],
  ['45 Tumkur Road, Yeshwanthpur', 'Bangalore'],
  ['9 Avinashi Road, Peelamedu', 'Coimbatore'],
  [null, 'Chennai'],
  ['22 Arcot Road, Vadapalani', 'Chennai'],
  [null, null],
];

/** A seller as the admin lists it: approved unless told, some without phone (every third) or address. */
export function sampleAdminSeller(
  id: number,
  name: string,
  isActive = true,
  status: SellerStatus = 'approved',
  statusReason: string | null = null,
): AdminSeller {
  const [address, city] = SAMPLE_SELLER_PLACES[(id - 1) % SAMPLE_SELLER_PLACES.length] ?? [null, null];
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    phone: id % 3 === 0 ? null : `+9198450${String(12300 + id).padStart(5, '0')}`,
    address,
    city,
    is_active: isActive,
    status,
    status_reason: status === 'rejected' ? statusReason : null,
    created_at: `2026-10-${String(Math.min(28, id)).padStart(2, '0')}T09:00:00Z`,
  };
}

export function sampleDefaultProduct(id: number, fields: Partial<DefaultProduct> & Pick<DefaultProduct, 'name' | 'category_name' | 'unit'>): DefaultProduct {
  return {
    id,
    rate: null,
    brands: null,
    description: null,
    is_active: true,
    created_at: `2026-09-${String(Math.min(28, id)).padStart(2, '0')}T09:00:00Z`,
    ...fields,
  };
}

export function samplePincode(id: number, pincode: string, city: string, area: string | null, isActive = true): PincodeRecord {
  return { id, pincode, city, area, state: city === 'Bangalore' ? 'Karnataka' : 'Tamil Nadu', is_active: isActive };
}
