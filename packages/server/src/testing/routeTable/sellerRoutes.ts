import { eq } from 'drizzle-orm';
import { indiaDateOf } from '@nirmaan/core/pure';
import { webhookEndpoints } from '../../db/schema.ts';
import type { RouteRequest } from './world.ts';
import { csvUpload, fresh } from './freshRows.ts';
import { aPhoto, photoForm } from '../imageFixtures.ts';

/** The seller's listings, orders, default products and CRM. */
export const sellerRoutes: Record<string, RouteRequest> = {
  // ---- the seller's listings, orders and default products ----
  'POST /api/v1/sellers/me/listings': {
    request: (world) => ({ json: { product_id: world.unlistedProduct(), price: 350, stock_quantity: 5 } }),
  },
  'POST /api/v1/sellers/me/listings/upload': {
    request: (world) => ({ multipart: csvUpload(`listing_id,price\n${world.listingId},420.50\n`) }),
  },
  'PUT /api/v1/sellers/me/listings/:id': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.listing(world) }, json: { price: 101 } }),
  },
  'DELETE /api/v1/sellers/me/listings/:id': { owner: 'seller', request: async (world) => ({ params: { id: await fresh.listing(world) } }) },
  'GET /api/v1/sellers/me/products/:id/images': { owner: 'seller', request: (world) => ({ params: { id: world.productId } }) },
  'POST /api/v1/sellers/me/products/:id/images': {
    owner: 'seller',
    request: async (world) => {
      const photo = await aPhoto(200, 150);
      return { params: { id: await fresh.listedProduct(world) }, multipart: () => photoForm(photo, { alt: 'Our stock' }) };
    },
  },
  'PATCH /api/v1/sellers/me/products/:id/images/:imageId': {
    owner: 'seller',
    request: async (world) => {
      const { productId, imageId } = await fresh.productImage(world, 'seller');
      return { params: { id: productId, imageId }, json: { alt: 'Stacked bags' } };
    },
  },
  'DELETE /api/v1/sellers/me/products/:id/images/:imageId': {
    owner: 'seller',
    request: async (world) => {
      const { productId, imageId } = await fresh.productImage(world, 'seller');
      return { params: { id: productId, imageId } };
    },
  },
  'GET /api/v1/sellers/me/rfqs/:id': { owner: 'seller', request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
  'PUT /api/v1/sellers/me/rfqs/:id/offer': {
    owner: 'seller',
    request: async (world) => {
      const { id, itemId } = await fresh.rfq(world);
      const today = indiaDateOf(new Date());
      return { params: { id }, json: { items: [{ rfq_item_id: itemId, unit_price: 410 }], delivery_charge: 0, delivery_date: today, valid_until: today } };
    },
  },
  'POST /api/v1/sellers/me/rfqs/:id/offer/withdraw': {
    owner: 'seller',
    request: async (world) => ({ params: { id: (await fresh.answeredRfq(world)).id } }),
  },
  'GET /api/v1/sellers/me/orders/:id/invoice.pdf': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.order(world) } }),
  },
  'GET /api/v1/sellers/me/orders/:id/credit-note.pdf': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.cancelledOrder(world) } }),
  },
  // ---- the seller's webhooks ----
  'POST /api/v1/sellers/me/webhooks': {
    // Each caller starts without endpoints, so the cap of 10 never answers for the route.
    request: async (world, caller) => {
      const sellerId = caller === 'otherSeller' ? world.otherSeller.id : world.seller.id;
      await world.server.db.delete(webhookEndpoints).where(eq(webhookEndpoints.sellerId, sellerId));
      return { json: { url: 'https://93.184.216.34/nirmaan-hooks', events: ['order.placed', 'price.changed'] } };
    },
  },
  ...Object.fromEntries(
    [
      'DELETE /api/v1/sellers/me/webhooks/:id',
      'POST /api/v1/sellers/me/webhooks/:id/rotate-secret',
      'POST /api/v1/sellers/me/webhooks/:id/test',
      'GET /api/v1/sellers/me/webhooks/:id/deliveries',
    ].map((route): [string, RouteRequest] => [
      route,
      { owner: 'seller', request: async (world) => ({ params: { id: await fresh.webhookEndpoint(world, { sellerId: world.seller.id }) } }) },
    ]),
  ),
  'PUT /api/v1/orders/seller/orders/:id/status': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.order(world) }, json: { status: 'processing' } }),
  },

  // ---- the seller's CRM ----
  'GET /api/v1/crm/contacts': { request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/contacts': {
    request: () => ({ json: { name: 'Suresh Gowda', email: 'suresh@example.com', phone: '9876543210', company: 'Gowda Builders' } }),
  },
  'POST /api/v1/crm/contacts/import': { request: () => ({ multipart: csvUpload('name,email\nImported Person,imported@example.com\n') }) },
  'PUT /api/v1/crm/contacts/:id': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.contact(world) }, json: { company: 'Changed Co' } }),
  },
  'DELETE /api/v1/crm/contacts/:id': { owner: 'seller', request: async (world) => ({ params: { id: await fresh.contact(world) } }) },
  'GET /api/v1/crm/leads': { request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/leads': { request: () => ({ json: { title: 'Cement for a G+1', stage: 'new', value_amount: 25000, quantity: 50 } }) },
  'POST /api/v1/crm/leads/import': { request: () => ({ multipart: csvUpload('title,stage\nImported lead,new\n') }) },
  'PUT /api/v1/crm/leads/:id': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.lead(world) }, json: { stage: 'qualified' } }),
  },
  'DELETE /api/v1/crm/leads/:id': { owner: 'seller', request: async (world) => ({ params: { id: await fresh.lead(world) } }) },
  'POST /api/v1/crm/leads/:id/convert-to-order': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.lead(world) }, query: { quantity: 1 } }),
  },
  'GET /api/v1/crm/tasks': { request: () => ({ query: { limit: 10 } }) },
  'POST /api/v1/crm/tasks': { request: () => ({ json: { title: 'Call back about TMT', due_date: '2030-01-15', priority: 'high' } }) },
  'PUT /api/v1/crm/tasks/:id': {
    owner: 'seller',
    request: async (world) => ({ params: { id: await fresh.task(world) }, json: { status: 'completed' } }),
  },
  'DELETE /api/v1/crm/tasks/:id': { owner: 'seller', request: async (world) => ({ params: { id: await fresh.task(world) } }) },
};
