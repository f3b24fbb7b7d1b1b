import { logout, signInAdmin } from '@nirmaan/core';
import { installFakeApi, type FakeApiOptions } from './fakeApi.ts';
import { sampleInquiry, sampleLeadNote, sampleQuote } from './fakeAdminLeads.ts';
import { sampleAdminOrder } from './fakeAdminOrders.ts';
import type { FakeAdminOptions } from './fakeAdmin.ts';
import { sampleAdminSeller, sampleAdminUser, sampleDefaultProduct, samplePincode } from './fakeAdminSamples.ts';

/** A story's beforeEach: the fake API with this admin data and a signed-in admin; undone afterwards. */
export function asAdminWith(admin: FakeAdminOptions = {}, options: FakeApiOptions = {}) {
  return () => {
    const restore = installFakeApi({ delay: 100, ...options, admin });
    signInAdmin(`story-admin-${Math.random()}`);
    return () => {
      logout('admin');
      restore();
    };
  };
}

/**
 * A story's beforeEach for a visitor where the stories' meta signs an admin in (Storybook runs the
 * meta's beforeEach first): the fake API without admin data, and the admin signed out.
 */
export function asVisitor() {
  return () => {
    const restore = installFakeApi();
    logout('admin');
    return restore;
  };
}

/** An admin area with users and sellers in both states, default products, pincodes and leads, for stories. */
export const DEMO_ADMIN_DATA: FakeAdminOptions = {
  users: [
    sampleAdminUser(1, 'Ravi', 'Kumar'),
    sampleAdminUser(2, 'Meena', 'Iyer'),
    sampleAdminUser(3, '', ''),
    sampleAdminUser(4, 'Suresh', 'Gowda', false),
    sampleAdminUser(5, 'Lakshmi', 'Narayanan'),
    sampleAdminUser(6, 'Arun', 'Prakash'),
  ],
  sellers: [
    sampleAdminSeller(1, 'Sri Balaji Traders'),
    sampleAdminSeller(2, 'Chamundi Cement Depot', true, 'pending'),
    sampleAdminSeller(3, 'Kovai Steel Centre', false, 'rejected', 'The GST certificate is for another business.'),
    sampleAdminSeller(4, 'Chennai Build Mart', true, 'pending'),
  ],
  defaultProducts: [
    sampleDefaultProduct(1, {
      name: 'OPC 53 Grade Cement (50 kg)',
      category_name: 'Cement',
      unit: 'Bag',
      rate: 420,
      brands: 'UltraTech, ACC, Ambuja',
      description: 'Ordinary Portland cement, 53 grade, IS 269.',
    }),
    sampleDefaultProduct(2, { name: 'TMT Bar Fe 550D', category_name: 'Steel', unit: 'Kg', rate: 70, brands: 'Tata Tiscon, JSW Neosteel' }),
    sampleDefaultProduct(3, { name: 'M-Sand (Concrete Grade)', category_name: 'Sand', unit: 'Cft', rate: 58 }),
    sampleDefaultProduct(4, { name: 'River Sand', category_name: 'Sand', unit: 'Cft', is_active: false, description: 'Supply restricted.' }),
    sampleDefaultProduct(5, { name: 'Wire-cut Red Brick', category_name: 'Bricks', unit: 'Nos', rate: 10.5 }),
  ],
  pincodes: [
    samplePincode(1, '560001', 'Bangalore', 'MG Road'),
    samplePincode(2, '560004', 'Bangalore', 'Basavanagudi'),
    samplePincode(3, '560034', 'Bangalore', 'Koramangala'),
    samplePincode(4, '560066', 'Bangalore', 'Whitefield', false),
    samplePincode(5, '560100', 'Bangalore', 'Electronic City'),
    samplePincode(6, '600017', 'Chennai', 'T Nagar'),
    samplePincode(7, '600020', 'Chennai', 'Adyar'),
    samplePincode(8, '600040', 'Chennai', 'Anna Nagar'),
    samplePincode(9, '600042', 'Chennai', 'Velachery'),
    samplePincode(10, '641002', 'Coimbatore', 'RS Puram'),
    samplePincode(11, '641004', 'Coimbatore', 'Peelamedu'),
    samplePincode(12, '641012', 'Coimbatore', null),
  ],
  recentOrders: [
    { id: 120, user_id: 1, buyer_name: 'Ravi Kumar', total_amount: 8350, status: 'pending', order_date: '2026-11-20T09:30:00Z' },
    { id: 119, user_id: 2, buyer_name: 'Meena Iyer', total_amount: 45250.5, status: 'processing', order_date: '2026-11-19T15:10:00Z' },
    { id: 118, user_id: 1, buyer_name: 'Ravi Kumar', total_amount: 123456, status: 'delivered', order_date: '2026-11-18T11:00:00Z' },
    { id: 117, user_id: null, buyer_name: null, total_amount: 15000, status: 'shipped', order_date: '2026-11-17T10:00:00Z' },
  ],
  chatbotInquiries: [
    sampleInquiry(31, {
      subcategory_name: 'OPC 53 Grade',
      product_name: 'UltraTech OPC 53 Grade Cement – 50 kg Bag',
      product_id: 1,
      partner_id: 'dealer-42',
    }),
    sampleInquiry(32, {
      buyer_name: 'Free Offers Bot',
      phone_number: '9000000000',
      category_name: null,
      inquiry_date: '2026-11-18T02:00:00Z',
      created_at: '2026-11-18T02:00:00Z',
      status: 'spam',
      notes: [sampleLeadNote(3, 'Same number sent 40 inquiries overnight.', '2026-11-18T09:15:00Z')],
    }),
  ],
  quotes: [
    sampleQuote(41, {
      company: 'Gowda Builders',
      message: 'Site at Whitefield',
      status: 'quoted',
      notes: [
        sampleLeadNote(1, 'Called back: needs the bags before the slab on the 28th.', '2026-11-19T14:05:00Z'),
        sampleLeadNote(2, 'Sent ₹400 a bag with delivery from Sri Balaji Traders.', '2026-11-20T10:30:00Z', 'Vikram Shetty'),
      ],
    }),
    sampleQuote(42, {
      name: 'Lakshmi Narayan',
      email: 'lakshmi@example.com',
      phone: '9845001122',
      quantity: 50,
      product_id: 1,
      product_name: 'UltraTech OPC 53 Grade Cement – 50 kg Bag',
      seller_name: 'Sri Balaji Traders',
      site_pincode: '560034',
      created_at: '2026-11-19T11:00:00Z',
    }),
  ],
  partners: [
    {
      partner_id: 'dealer-42',
      sign_ups: 12,
      orders: 5,
      order_value: 184250.5,
      chatbot_inquiries: 9,
      quote_requests: 4,
      real_estate_submissions: 0,
      last_activity: '2026-11-20T08:00:00Z',
    },
    {
      partner_id: 'chennai-builders-blog',
      sign_ups: 3,
      orders: 0,
      order_value: 0,
      chatbot_inquiries: 1,
      quote_requests: 7,
      real_estate_submissions: 2,
      last_activity: '2026-11-18T16:30:00Z',
    },
  ],
  orders: [
    sampleAdminOrder(120, { partner_id: 'dealer-42' }),
    sampleAdminOrder(119, {
      order_date: '2026-11-19T15:10:00Z',
      status: 'processing',
      buyer: { user_id: 2, name: 'Meena Iyer', phone: '+919123400002', email: null },
      seller: { id: 2, name: 'Chennai Cement Depot', phone: null, email: 'depot@example.com' },
      city: 'Chennai',
      shipping_address: {
        address_line1: '12, 2nd Avenue, Anna Nagar',
        address_line2: null,
        city: 'Chennai',
        state: 'Tamil Nadu',
        postal_code: '600040',
        country: 'India',
        landmark: null,
        site_contact_name: 'Karthik',
        site_contact_phone: '+919840012345',
        delivery_instructions: 'Unload at the back gate',
        latitude: 13.085,
        longitude: 80.21,
      },
      status_history: [
        { status: 'pending', changed_at: '2026-11-19T15:10:00Z', actor_role: 'buyer' },
        { status: 'processing', changed_at: '2026-11-19T17:00:00Z', actor_role: 'seller' },
      ],
    }),
    sampleAdminOrder(118, { order_date: '2026-11-18T11:00:00Z', status: 'delivered' }),
    sampleAdminOrder(117, {
      order_date: '2026-11-17T10:00:00Z',
      status: 'shipped',
      source: 'crm_lead',
      buyer: { user_id: null, name: 'Gowda Builders', phone: '+919845001122', email: null },
      city: null,
      shipping_address: null,
    }),
  ],
  stats: { total_products: 104, total_orders: 37, total_categories: 19, total_listings: 412 },
};
