import { logout, signInSeller } from '@nirmaan/core';
import { FAKE_PRODUCTS, installFakeApi, type FakeApiOptions } from './fakeApi.ts';
import { sampleSellerListing, sampleSellerOrder, type FakeSellerOptions } from './fakeSeller.ts';
import { sampleSellerRfq } from './fakeSellerRfqs.ts';

/** A story's beforeEach: the fake API with this seller data and a signed-in seller; undone afterwards. */
export function asSellerWith(seller: FakeSellerOptions = {}, options: FakeApiOptions = {}) {
  return () => {
    const restore = installFakeApi({ delay: 100, ...options, seller });
    signInSeller(`story-seller-${Math.random()}`);
    return () => {
      logout('seller');
      restore();
    };
  };
}

const DEMO_CREATED = '2026-11-15T10:00:00Z';

/** A seller with listings, orders in each actionable state, and a small CRM, for stories. */
export const DEMO_SELLER_DATA: FakeSellerOptions = {
  listings: [
    sampleSellerListing(11, FAKE_PRODUCTS[0]!, 400, 500, 'UT-OPC53'),
    sampleSellerListing(12, FAKE_PRODUCTS[3]!, 68.5, 12000, 'JSW-12'),
    { ...sampleSellerListing(13, FAKE_PRODUCTS[5]!, 1450, 0), is_active: false },
  ],
  orders: [sampleSellerOrder(120, 'pending'), sampleSellerOrder(119, 'processing'), sampleSellerOrder(118, 'delivered')],
  rfqs: [
    sampleSellerRfq(41),
    sampleSellerRfq(40, {
      offer: {
        id: 77,
        seller: { id: 3, business_name: 'Sri Balaji Traders' },
        status: 'open',
        revision: 2,
        delivery_charge: 600,
        delivery_date: '2099-12-09',
        valid_until: '2099-12-11',
        terms: 'Unloading by the buyer',
        updated_at: '2026-11-28T07:00:00Z',
        order_id: null,
        items: [
          { rfq_item_id: 401, unit_price: 395.5, accepted: false, listing_id: 11, product_name: 'UltraTech OPC 53 Grade Cement' },
          { rfq_item_id: 402, unit_price: null, accepted: false, listing_id: null, product_name: null },
        ],
      },
    }),
    sampleSellerRfq(39, { status: 'cancelled' }),
  ],
  contacts: [
    {
      id: 1,
      name: 'Anand Builders',
      email: 'anand@builders.example',
      phone: '+919812300001',
      company: 'Anand Builders Pvt Ltd',
      source: 'manual',
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
    {
      id: 2,
      name: 'Meena Constructions',
      email: null,
      phone: '+919812300002',
      company: null,
      source: 'quote',
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
  ],
  leads: [
    {
      id: 1,
      title: '200 bags for Whitefield site',
      description: 'OPC 53 for the slab of block B; delivery in two lots',
      next_step: 'Send the revised rate on Monday',
      contact_id: 1,
      value_amount: 80000,
      stage: 'qualified',
      listing_id: 11,
      order_id: null,
      quantity: 200,
      source: 'manual',
      partner_id: null,
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
    {
      id: 2,
      title: 'TMT for duplex',
      description: null,
      next_step: null,
      contact_id: 2,
      value_amount: 150000,
      stage: 'won',
      listing_id: 12,
      order_id: 117,
      quantity: 2000,
      source: 'quote',
      partner_id: 'buildright-journal',
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
  ],
  tasks: [
    {
      id: 1,
      title: 'Call Anand about delivery',
      description: null,
      contact_id: 1,
      lead_id: 1,
      due_date: '2026-11-20',
      priority: 'high',
      status: 'open',
      completed_at: null,
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
    {
      id: 2,
      title: 'Send rate card to Meena',
      description: null,
      contact_id: 2,
      lead_id: null,
      due_date: '2026-11-18',
      priority: 'medium',
      status: 'completed',
      completed_at: DEMO_CREATED,
      created_at: DEMO_CREATED,
      updated_at: DEMO_CREATED,
    },
  ],
  defaultProducts: [
    {
      id: 1,
      name: 'OPC 53 Grade Cement (50 kg)',
      category_name: 'Cement',
      unit: 'Bag',
      rate: 420,
      brands: 'UltraTech, ACC, Ambuja',
      description: 'Ordinary Portland cement, 53 grade, IS 269.',
    },
    { id: 3, name: 'M-Sand (Concrete Grade)', category_name: 'Sand', unit: 'Cft', rate: 58, brands: null, description: 'Zone II manufactured sand, IS 383.' },
    { id: 5, name: 'Wire-cut Red Brick', category_name: 'Bricks', unit: 'Nos', rate: 10.5, brands: null, description: null },
    { id: 8, name: 'Solid Concrete Block 6"', category_name: 'Blocks', unit: 'Nos', rate: null, brands: null, description: null },
  ],
};
