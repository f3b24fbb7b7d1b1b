import { DEMO_ACCOUNTS } from '../../accounts/bootstrap.ts';
import { createSeller } from '../sellerFixtures.ts';
import { createBuyer } from '../shopFixtures.ts';
import type { RouteRequest } from './world.ts';
import { fresh, synonymWord } from './freshRows.ts';
import { aPhoto, photoForm } from '../imageFixtures.ts';

/** The admin panel: accounts, default products, leads, real estate, pincodes, blog and affiliates. */
export const adminRoutes: Record<string, RouteRequest> = {
  // ---- admin ----
  'POST /api/v1/admin/login': { request: () => ({ json: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } }) },
  'GET /api/v1/admin/users': { request: () => ({ query: { search: 'Test', limit: 5 } }) },
  'GET /api/v1/admin/sellers': { request: () => ({ query: { search: 'Matrix', limit: 5 } }) },
  'PUT /api/v1/admin/users/:id/toggle-status': { request: async (world) => ({ params: { id: (await createBuyer(world.server.db)).id } }) },
  'PUT /api/v1/admin/sellers/:id/toggle-status': { request: async (world) => ({ params: { id: (await createSeller(world.server.db)).id } }) },
  'PUT /api/v1/admin/sellers/:id/approve': {
    request: async (world) => ({ params: { id: (await createSeller(world.server.db, undefined, 'pending')).id } }),
  },
  'PUT /api/v1/admin/sellers/:id/reject': {
    request: async (world) => ({
      params: { id: (await createSeller(world.server.db, undefined, 'pending')).id },
      json: { reason: 'The GST number does not match the business name.' },
    }),
  },
  'GET /api/v1/admin/quotes': { request: () => ({ query: { status: 'new', limit: 5 } }) },
  'PUT /api/v1/admin/chatbot-inquiries/:id/status': {
    request: async (world) => ({ params: { id: await fresh.chatbotInquiry(world) }, json: { status: 'contacted' } }),
  },
  'PUT /api/v1/admin/quotes/:id/status': {
    request: async (world) => ({ params: { id: await fresh.quoteRequest(world) }, json: { status: 'quoted' } }),
  },
  'POST /api/v1/admin/chatbot-inquiries/:id/notes': {
    request: async (world) => ({ params: { id: await fresh.chatbotInquiry(world) }, json: { text: 'Called back; wants 50 bags on Monday.' } }),
  },
  'POST /api/v1/admin/quotes/:id/notes': {
    request: async (world) => ({ params: { id: await fresh.quoteRequest(world) }, json: { text: 'Sent the price for 200 bags.' } }),
  },
  'GET /api/v1/admin/rfqs/:id': { request: async (world) => ({ params: { id: (await fresh.rfq(world)).id } }) },
  'GET /api/v1/admin/orders': { request: () => ({ query: { status: 'pending', limit: 5 } }) },
  'GET /api/v1/admin/orders/export': { request: () => ({ query: { city: 'Bengaluru' } }) },
  'GET /api/v1/admin/orders/:id': { request: async (world) => ({ params: { id: await fresh.order(world) } }) },
  'GET /api/v1/admin/default-products': { request: () => ({ query: { search: 'cement' } }) },
  'POST /api/v1/admin/default-products': {
    request: (world) => ({ json: { name: `Matrix Sand ${world.unique()}`, category_name: 'Sand', unit: 'Cft', rate: 55.5 } }),
  },
  'PUT /api/v1/admin/categories/:id/tax': { request: () => ({ params: { id: 1 }, json: { hsn_code: '2523', gst_rate_percent: 18 } }) },
  'PUT /api/v1/admin/default-products/:id': {
    request: async (world) => ({ params: { id: await fresh.defaultProduct(world) }, json: { rate: 400 } }),
  },
  'DELETE /api/v1/admin/default-products/:id': { request: async (world) => ({ params: { id: await fresh.defaultProduct(world) } }) },
  'GET /api/v1/admin/products/:id/images': { request: (world) => ({ params: { id: world.productId } }) },
  'POST /api/v1/admin/products/:id/images': {
    request: async (world) => {
      const photo = await aPhoto(200, 150);
      return { params: { id: await fresh.listedProduct(world) }, multipart: () => photoForm(photo) };
    },
  },
  'PATCH /api/v1/admin/products/:id/images/:imageId': {
    request: async (world) => {
      const { productId, imageId } = await fresh.productImage(world, 'admin');
      return { params: { id: productId, imageId }, json: { alt: 'Front of the bag' } };
    },
  },
  'DELETE /api/v1/admin/products/:id/images/:imageId': {
    request: async (world) => {
      const { productId, imageId } = await fresh.productImage(world, 'admin');
      return { params: { id: productId, imageId } };
    },
  },
  'PUT /api/v1/admin/products/:id/images/order': {
    request: async (world) => {
      const { productId, imageId } = await fresh.productImage(world, 'admin');
      return { params: { id: productId }, json: { image_ids: [imageId] } };
    },
  },
  'GET /api/v1/admin/catalogue/products': { request: () => ({ query: { q: 'cement', active: 'true', limit: 5 } }) },
  'POST /api/v1/admin/catalogue/products': {
    request: (world) => ({
      json: { name: `Matrix Block ${world.unique()}`, master_sku: `MATRIX-BLK-${world.unique()}`, unit: 'Nos', category_id: world.categoryId },
    }),
  },
  'GET /api/v1/admin/catalogue/products/:id': { request: (world) => ({ params: { id: world.productId } }) },
  'PUT /api/v1/admin/catalogue/products/:id': {
    request: async (world) => ({ params: { id: await fresh.catalogueProduct(world) }, json: { specifications: [{ name: 'Grade', value: '53' }] } }),
  },
  'PUT /api/v1/admin/catalogue/products/:id/active': {
    request: async (world) => ({ params: { id: await fresh.catalogueProduct(world) }, json: { active: false } }),
  },
  'POST /api/v1/admin/catalogue/categories': { request: (world) => ({ json: { name: `Matrix Top ${world.unique()}` } }) },
  'PUT /api/v1/admin/catalogue/categories/:id': {
    request: async (world) => ({ params: { id: await fresh.category(world) }, json: { description: 'Matrix' } }),
  },
  'DELETE /api/v1/admin/catalogue/categories/:id': { request: async (world) => ({ params: { id: await fresh.category(world) } }) },
  'GET /api/v1/admin/search/synonyms': { request: () => ({ query: { search: 'sand' } }) },
  'PUT /api/v1/admin/search/synonyms/:word': {
    request: (world) => ({ params: { word: synonymWord(world) }, json: { alternatives: ['cement', 'opc'], note: 'Route matrix word' } }),
  },
  'DELETE /api/v1/admin/search/synonyms/:word': { request: async (world) => ({ params: { word: await fresh.searchSynonym(world) } }) },
  'GET /api/v1/admin/real-estate/:id/image': { request: (world) => ({ params: { id: world.realEstateId } }) },
  'POST /api/v1/admin/real-estate/:id/verify': { request: (world) => ({ params: { id: world.realEstateId } }) },
  'POST /api/v1/admin/real-estate/:id/reject': {
    request: async (world) => ({ params: { id: await fresh.realEstateSubmission(world) }, json: { reason: 'The site number does not exist.' } }),
  },

  // ---- pincode management (admin) ----
  'GET /api/v1/pincodes': { request: () => ({ query: { city: 'Bangalore', limit: 10 } }) },
  'POST /api/v1/pincodes': {
    request: (world) => ({ json: { pincode: String(800_000 + world.unique()), city: 'Matrixpur', state: 'Tamil Nadu', area: 'Centre' } }),
  },
  'PUT /api/v1/pincodes/:pincode': {
    request: async (world) => ({ params: { pincode: await fresh.pincode(world) }, json: { area: 'North' } }),
  },
  'DELETE /api/v1/pincodes/:pincode': { request: async (world) => ({ params: { pincode: await fresh.pincode(world) } }) },

  // ---- content: blog and affiliates ----
  'GET /api/v1/blog': { request: () => ({ query: { limit: 5 } }) },
  'GET /api/v1/blog/:slug': { request: (world) => ({ params: { slug: world.blogSlug } }) },
  'POST /api/v1/blog': {
    request: (world) => ({
      json: { title: 'Curing concrete', slug: `curing-concrete-${world.unique()}`, content: '<p>Keep it wet for seven days.</p>', category: 'Guides' },
    }),
  },
  'GET /api/v1/admin/blog': { request: () => ({ query: { limit: 5 } }) },
  'GET /api/v1/admin/blog/:id': { request: async (world) => ({ params: { id: await fresh.blogPost(world) } }) },
  'PUT /api/v1/admin/blog/:id': {
    request: async (world) => ({
      params: { id: await fresh.blogPost(world) },
      json: { title: 'Curing concrete again', slug: `curing-again-${world.unique()}`, content: '<p>Seven days, wet.</p>', published: false },
    }),
  },
  'PATCH /api/v1/admin/blog/:id': { request: async (world) => ({ params: { id: await fresh.blogPost(world) }, json: { published: false } }) },
  'DELETE /api/v1/admin/blog/:id': { request: async (world) => ({ params: { id: await fresh.blogPost(world) } }) },
  'GET /api/v1/affiliates': { request: () => ({ query: { only_active: 'true' } }) },
  'POST /api/v1/affiliates': {
    request: (world) => ({ json: { title: `Paint partner ${world.unique()}`, url: 'https://example.com/paint', description: 'Colours' } }),
  },
  'PUT /api/v1/affiliates/:id': { request: async (world) => ({ params: { id: await fresh.affiliate(world) }, json: { sort_order: 3 } }) },
  'DELETE /api/v1/affiliates/:id': { request: async (world) => ({ params: { id: await fresh.affiliate(world) } }) },

  // ---- partners' webhooks (a partner id each call, so the cap of 10 never answers) ----
  'GET /api/v1/admin/partners/:partnerId/webhooks': { request: () => ({ params: { partnerId: 'matrix-blog' } }) },
  'POST /api/v1/admin/partners/:partnerId/webhooks': {
    request: (world) => ({
      params: { partnerId: `matrix-blog-${world.unique()}` },
      json: { url: 'https://93.184.216.34/hooks', events: ['lead.created', 'order.placed'] },
    }),
  },
  ...Object.fromEntries(
    [
      'DELETE /api/v1/admin/partners/:partnerId/webhooks/:id',
      'POST /api/v1/admin/partners/:partnerId/webhooks/:id/rotate-secret',
      'POST /api/v1/admin/partners/:partnerId/webhooks/:id/test',
      'GET /api/v1/admin/partners/:partnerId/webhooks/:id/deliveries',
    ].map((route): [string, RouteRequest] => [
      route,
      {
        request: async (world) => ({ params: { partnerId: 'matrix-blog', id: await fresh.webhookEndpoint(world, { partnerId: 'matrix-blog' }) } }),
      },
    ]),
  ),
};
