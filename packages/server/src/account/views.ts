import { gstinStateCode, gstStateName } from '@nirmaan/core/pure';
import type { admins, sellers, users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;
type AdminRow = typeof admins.$inferSelect;

/** A buyer as the API shows it (spec storefront §3): never the password hash. */
export function buyerView(user: UserRow) {
  return {
    id: user.id,
    phone: user.phone,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    latitude: user.latitude,
    longitude: user.longitude,
    language: user.language,
    is_admin: user.isAdmin,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
  };
}

export function sellerView(seller: SellerRow) {
  return {
    id: seller.id,
    name: seller.name,
    email: seller.email,
    phone: seller.phone,
    address: seller.address,
    is_active: seller.isActive,
    status: seller.status,
    status_reason: seller.statusReason,
    language: seller.language,
    depot:
      seller.latitude !== null && seller.longitude !== null && seller.deliveryRadiusKm !== null
        ? { pincode: seller.depotPincode, latitude: seller.latitude, longitude: seller.longitude, delivery_radius_km: seller.deliveryRadiusKm }
        : null,
    gst: seller.gstin ? { gstin: seller.gstin, state: gstStateName(gstinStateCode(seller.gstin)), state_code: gstinStateCode(seller.gstin) } : null,
    created_at: seller.createdAt.toISOString(),
  };
}

export function adminView(admin: AdminRow) {
  return { id: admin.id, email: admin.email, first_name: admin.firstName, last_name: admin.lastName };
}
