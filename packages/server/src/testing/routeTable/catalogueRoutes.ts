import { DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';
import type { RouteRequest } from './world.ts';
import { fresh, v1 } from './freshRows.ts';

/** What anyone may use: the catalogue, prices, places, visitor leads and the BOQ calculator. */
export const catalogueRoutes: Record<string, RouteRequest> = {
  // ---- the catalogue, prices and places (anyone) ----
  'GET /api/v1/products': { request: (world) => ({ query: { search: 'cement', category_id: world.categoryId, limit: 5 } }) },
  'GET /api/v1/products/search-suggestions': { request: () => ({ query: { q: 'ultratech' } }) },
  'GET /api/v1/products/:id': { request: (world) => ({ params: { id: world.productId } }) },
  'GET /api/v1/products/:id/listings': { request: (world) => ({ params: { id: world.productId }, query: { quantity: 2 } }) },
  'GET /api/v1/images/:key': {
    request: async (world) => {
      const { productId } = await fresh.productImage(world, 'admin');
      const images = (await world.api('GET', `/api/v1/products/${productId}`, undefined)).images as Array<{ src: string }>;
      return { params: { key: images[0]!.src.split('/').pop()! } };
    },
  },
  'GET /api/v1/price-board': { request: () => ({ query: { city: 'Chennai', category: 'Cement' } }) },
  'GET /api/v1/pincodes/validate/:pincode': { request: () => ({ params: { pincode: '560034' } }) },
  'GET /api/v1/dev/outbox': { request: () => ({ query: { phone: '+919876543210' } }) },

  // ---- leads from visitors (anyone) ----
  'POST /api/v1/quotes': {
    request: (world) => ({
      json: {
        name: 'Matrix Visitor',
        email: 'visitor@example.com',
        phone: '9876543210',
        material: 'Cement',
        quantity: 10,
        unit: 'Bags',
        product_id: world.productId,
      },
    }),
  },
  'GET /api/v1/chatbot/categories/:id/products': { request: (world) => ({ params: { id: world.categoryId } }) },
  'POST /api/v1/chatbot/inquiry': {
    request: (world) => ({ json: { buyer_name: 'Matrix Visitor', phone_number: '9876543210', category_id: world.categoryId, product_id: world.productId } }),
  },
  'POST /api/v1/real-estate/listings': {
    request: () => ({
      multipart: () => {
        const form = new FormData();
        form.append('project_name', 'Matrix Heights');
        form.append('location', 'Whitefield');
        return form;
      },
    }),
  },

  'GET /api/v1/real-estate/listings/:id/image': {
    // The world's submission has an image; verified, it is public.
    request: async (world) => {
      await world.api('POST', v1(`/admin/real-estate/${world.realEstateId}/verify`), world.admin.token);
      return { params: { id: world.realEstateId } };
    },
  },

  // ---- BOQ ----
  'POST /api/v1/boq/calculate': { request: () => ({ json: DEFAULT_BOQ_REQUEST }) },
  'POST /api/v1/boq/save': { request: () => ({ json: DEFAULT_BOQ_REQUEST }) },
};
