import { adminApi, pincodeAdminApi, sellerApi } from '@nirmaan/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA, asAdminWith } from './asAdmin.ts';
import { installFakeApi } from './fakeApi.ts';

// The fake admin API answers the typed client as the server does, so admin screens can be tested against it.
let undo: (() => void) | undefined;
beforeEach(() => {
  undo = asAdminWith(DEMO_ADMIN_DATA, { delay: 0 })();
});
afterEach(() => undo?.());

describe('fake admin API', () => {
  it('answers stats, recent activity and paged users with their total', async () => {
    expect(await adminApi.dashboardStats()).toMatchObject({ total_users: 6, total_sellers: 4, total_products: 104 });
    const recent = await adminApi.recentActivity();
    expect(recent.recent_orders.map((order) => order.id)).toEqual([120, 119, 118, 117]);
    expect(recent.recent_users).toHaveLength(5);
    const page = await adminApi.listUsers({ limit: 2, offset: 2 });
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(2);
    expect((await adminApi.listUsers({ search: 'meena' })).items.map((user) => user.first_name)).toEqual(['Meena']);
  });

  it('toggles a seller, and answers 404 for an unknown one', async () => {
    expect((await adminApi.toggleSellerStatus(3)).is_active).toBe(true);
    await expect(adminApi.toggleSellerStatus(99)).rejects.toMatchObject({ status: 404, detail: 'Seller not found' });
  });

  it('lists the sellers in one review state, approves and rejects them with a reason, and refuses what the server refuses', async () => {
    expect((await adminApi.listSellers({ status: 'pending' })).items.map((seller) => seller.name)).toEqual(['Chennai Build Mart', 'Chamundi Cement Depot']);
    expect(await adminApi.approveSeller(4)).toMatchObject({ id: 4, status: 'approved', status_reason: null });
    await expect(adminApi.rejectSeller(2, '   ')).rejects.toMatchObject({ status: 422, detail: 'Please give the reason for the rejection' });
    await expect(adminApi.rejectSeller(2, 'x'.repeat(501))).rejects.toMatchObject({ status: 422, detail: 'The reason can be at most 500 characters' });
    expect(await adminApi.rejectSeller(2, ' No trade licence ')).toMatchObject({ id: 2, status: 'rejected', status_reason: 'No trade licence' });
    expect((await adminApi.listSellers({ status: 'pending' })).total).toBe(0);
    expect((await adminApi.listSellers({ status: 'rejected' })).items.map((seller) => seller.id)).toEqual([3, 2]);
    await expect(adminApi.approveSeller(99)).rejects.toMatchObject({ status: 404, detail: 'Seller not found' });
  });

  it("refuses a default product the form rules refuse, with the form's message", async () => {
    await expect(adminApi.createDefaultProduct({ name: 'Hammer', category_name: 'Tools', unit: 'Piece', rate: -1 })).rejects.toMatchObject({
      status: 422,
      detail: 'Rate cannot be negative',
    });
    const created = await adminApi.createDefaultProduct({ name: 'Hammer', category_name: 'Tools', unit: 'Piece', rate: null });
    expect((await adminApi.listDefaultProducts('hammer')).map((product) => product.id)).toEqual([created.id]);
    expect(await adminApi.defaultProductStats()).toEqual({ total_products: 6, active_products: 5, total_categories: 5 });
    expect((await adminApi.updateDefaultProduct(created.id, { rate: 250 })).rate).toBe(250);
    expect(await adminApi.deleteDefaultProduct(created.id)).toEqual({ id: created.id, detail: 'Default product deleted' });
  });

  it('pages and filters pincodes, refuses a duplicate, and seeds only what is missing', async () => {
    const first = await pincodeAdminApi.listPincodes();
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect((await pincodeAdminApi.listPincodes({ city: 'Chennai' })).total).toBe(4);
    await expect(pincodeAdminApi.createPincode({ pincode: '560001', city: 'Bangalore', state: 'Karnataka' })).rejects.toMatchObject({
      status: 409,
      detail: 'Pincode 560001 already exists',
    });
    expect((await pincodeAdminApi.updatePincode('560066', { is_active: true })).is_active).toBe(true);
    await pincodeAdminApi.deletePincode('560001');
    expect(await pincodeAdminApi.seedPincodes()).toEqual({ message: 'Added 1 pincode', count: 1 });
    expect(await pincodeAdminApi.seedPincodes()).toEqual({ message: 'All standard pincodes are already present', count: 0 });
  });

  it('lists leads and lets a seller list a default product', async () => {
    expect((await adminApi.listQuoteRequests()).items[0]?.name).toBe('Suresh Gowda');
    undo?.();
    undo = undefined;
    const restore = installFakeApi({
      seller: { defaultProducts: [{ id: 7, name: 'Claw Hammer', category_name: 'Tools', unit: 'Piece', rate: 250, brands: null, description: null }] },
    });
    try {
      expect((await sellerApi.listDefaultProducts()).map((product) => product.name)).toEqual(['Claw Hammer']);
      const listing = await sellerApi.createListing({ default_product_id: 7, price: 240, stock_quantity: 5 });
      expect(listing.product.name).toBe('Claw Hammer');
    } finally {
      restore();
    }
  });
});
