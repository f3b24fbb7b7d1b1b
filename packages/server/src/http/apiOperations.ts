/*
 * Every API operation, as `METHOD path` (Fastify's path, `:name` parameters, no trailing slash):
 * who may call it and the operationId integrators' generated clients name it by. The OpenAPI
 * document (http/openApiContract.ts) and the route × role matrix test (http/routeMatrix.api.test.ts)
 * both read this table, so the document's `security` and the tested guards cannot disagree.
 * Default deny: a route the server has and this table lacks fails the route matrix and the
 * contract tests, naming the route.
 */

/** Where the API's routes live; the v1 contract covers everything under it. */
export const API_PREFIX = '/api/v1';

/** Who may call a route: anyone, or a signed-in account of these roles (an active one). */
export type Access = 'public' | 'buyer' | 'seller' | 'admin' | 'buyer-or-seller';

/** A v1 operation on its way out (docs/api-versioning.md): announced, and removed no earlier than the sunset. */
export interface Deprecation {
  /** The day it was announced (YYYY-MM-DD): the `Deprecation` header's date. */
  announced: string;
  /** The first day it may be gone (YYYY-MM-DD, at least six months later): the `Sunset` header's date. */
  sunset: string;
  /** The operationId to use instead, if any. */
  useInstead?: string;
}

export interface ApiOperation {
  access: Access;
  /** A method name for generated clients (listProducts, createRfq): unique, and stable within v1. */
  operationId: string;
  /** Set when the operation is deprecated: the document marks it, and every answer carries Deprecation and Sunset headers. */
  deprecation?: Deprecation;
}

/** The roles that may call a route (none: anyone may). */
export function allowedRoles(access: Access): Array<'buyer' | 'seller' | 'admin'> {
  if (access === 'public') return [];
  if (access === 'buyer-or-seller') return ['buyer', 'seller'];
  return [access];
}

/** A route's key in API_OPERATIONS: `METHOD path` without a trailing slash. */
export function operationKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
}

/** The message a route missing from API_OPERATIONS fails with. */
export const missingOperationMessage = (keys: string[]) =>
  `These API routes are not in packages/server/src/http/apiOperations.ts (default deny): ${keys.join(', ')}. ` +
  "Add each with who may call it (access: 'public' | 'buyer' | 'seller' | 'admin' | 'buyer-or-seller') and an operationId " +
  '(a unique method name such as listWebhooks), and give the route a summary and tags in its schema.';

export const API_OPERATIONS: Record<string, ApiOperation> = {
  'GET /api/v1/health': { access: 'public', operationId: 'getHealth' },
  'GET /api/v1/health/ready': { access: 'public', operationId: 'getReadiness' },
  'GET /api/v1/site': { access: 'public', operationId: 'getSiteInfo' },
  'POST /api/v1/users/register': { access: 'public', operationId: 'registerBuyer' },
  'POST /api/v1/users/login': { access: 'public', operationId: 'signInBuyer' },
  'GET /api/v1/users/me': { access: 'buyer', operationId: 'getBuyerProfile' },
  'PUT /api/v1/users/me/location': { access: 'buyer', operationId: 'setBuyerLocation' },
  'GET /api/v1/users/me/price-alerts': { access: 'buyer', operationId: 'listPriceAlerts' },
  'POST /api/v1/users/me/price-alerts': { access: 'buyer', operationId: 'createPriceAlert' },
  'DELETE /api/v1/users/me/price-alerts/:id': { access: 'buyer', operationId: 'deletePriceAlert' },
  'GET /api/v1/users/me/notifications': { access: 'buyer', operationId: 'listNotifications' },
  'POST /api/v1/users/me/notifications/read': { access: 'buyer', operationId: 'markNotificationsRead' },
  'PUT /api/v1/users/me': { access: 'buyer', operationId: 'updateBuyerProfile' },
  'PUT /api/v1/users/me/password': { access: 'buyer', operationId: 'changeBuyerPassword' },
  'POST /api/v1/users/password/reset': { access: 'public', operationId: 'resetBuyerPassword' },
  'POST /api/v1/users/otp/send': { access: 'public', operationId: 'sendSignInOtp' },
  'POST /api/v1/users/otp/verify': { access: 'public', operationId: 'verifySignInOtp' },
  'POST /api/v1/users/firebase-login': { access: 'public', operationId: 'signInBuyerWithFirebase' },
  'POST /api/v1/users/firebase-register': { access: 'public', operationId: 'registerBuyerWithFirebase' },
  'POST /api/v1/sellers/register': { access: 'public', operationId: 'registerSeller' },
  'POST /api/v1/sellers/login': { access: 'public', operationId: 'signInSeller' },
  'GET /api/v1/sellers/me': { access: 'seller', operationId: 'getSellerProfile' },
  'PUT /api/v1/sellers/me': { access: 'seller', operationId: 'updateSellerProfile' },
  'PUT /api/v1/sellers/me/depot': { access: 'seller', operationId: 'setSellerDepot' },
  'PUT /api/v1/sellers/me/gst': { access: 'seller', operationId: 'setSellerGst' },
  'POST /api/v1/admin/login': { access: 'public', operationId: 'signInAdmin' },
  'GET /api/v1/admin/me': { access: 'admin', operationId: 'getAdminProfile' },
  'GET /api/v1/admin/dashboard/stats': { access: 'admin', operationId: 'getDashboardStats' },
  'GET /api/v1/admin/recent-activity': { access: 'admin', operationId: 'listRecentActivity' },
  'GET /api/v1/admin/users': { access: 'admin', operationId: 'listBuyers' },
  'GET /api/v1/admin/sellers': { access: 'admin', operationId: 'listSellers' },
  'PUT /api/v1/admin/users/:id/toggle-status': { access: 'admin', operationId: 'toggleBuyerStatus' },
  'PUT /api/v1/admin/sellers/:id/toggle-status': { access: 'admin', operationId: 'toggleSellerStatus' },
  'PUT /api/v1/admin/sellers/:id/approve': { access: 'admin', operationId: 'approveSeller' },
  'PUT /api/v1/admin/sellers/:id/reject': { access: 'admin', operationId: 'rejectSeller' },
  'GET /api/v1/admin/chatbot-inquiries': { access: 'admin', operationId: 'listChatbotInquiries' },
  'GET /api/v1/admin/quotes': { access: 'admin', operationId: 'listQuoteRequests' },
  'PUT /api/v1/admin/chatbot-inquiries/:id/status': { access: 'admin', operationId: 'setChatbotInquiryStatus' },
  'PUT /api/v1/admin/quotes/:id/status': { access: 'admin', operationId: 'setQuoteRequestStatus' },
  'POST /api/v1/admin/chatbot-inquiries/:id/notes': { access: 'admin', operationId: 'addChatbotInquiryNote' },
  'POST /api/v1/admin/quotes/:id/notes': { access: 'admin', operationId: 'addQuoteRequestNote' },
  'GET /api/v1/admin/partners': { access: 'admin', operationId: 'listPartners' },
  'GET /api/v1/admin/partners/export': { access: 'admin', operationId: 'exportPartners' },
  'GET /api/v1/admin/rfqs': { access: 'admin', operationId: 'listAllRfqs' },
  'GET /api/v1/admin/rfqs/:id': { access: 'admin', operationId: 'getAnyRfq' },
  'GET /api/v1/admin/orders': { access: 'admin', operationId: 'listAllOrders' },
  'GET /api/v1/admin/orders/export': { access: 'admin', operationId: 'exportOrders' },
  'GET /api/v1/admin/orders/:id': { access: 'admin', operationId: 'getAnyOrder' },
  'GET /api/v1/admin/default-products': { access: 'admin', operationId: 'listDefaultProducts' },
  'GET /api/v1/admin/default-products/stats': { access: 'admin', operationId: 'getDefaultProductStats' },
  'POST /api/v1/admin/default-products': { access: 'admin', operationId: 'createDefaultProduct' },
  'GET /api/v1/admin/categories/tax': { access: 'admin', operationId: 'listCategoryTaxRates' },
  'PUT /api/v1/admin/categories/:id/tax': { access: 'admin', operationId: 'setCategoryTaxRate' },
  'PUT /api/v1/admin/default-products/:id': { access: 'admin', operationId: 'updateDefaultProduct' },
  'DELETE /api/v1/admin/default-products/:id': { access: 'admin', operationId: 'deleteDefaultProduct' },
  'GET /api/v1/admin/products/:id/images': { access: 'admin', operationId: 'listProductImages' },
  'POST /api/v1/admin/products/:id/images': { access: 'admin', operationId: 'uploadProductImage' },
  'PATCH /api/v1/admin/products/:id/images/:imageId': { access: 'admin', operationId: 'updateProductImage' },
  'DELETE /api/v1/admin/products/:id/images/:imageId': { access: 'admin', operationId: 'deleteProductImage' },
  'PUT /api/v1/admin/products/:id/images/order': { access: 'admin', operationId: 'reorderProductImages' },
  'GET /api/v1/admin/catalogue/products': { access: 'admin', operationId: 'listCatalogueProducts' },
  'POST /api/v1/admin/catalogue/products': { access: 'admin', operationId: 'createCatalogueProduct' },
  'GET /api/v1/admin/catalogue/products/:id': { access: 'admin', operationId: 'getCatalogueProduct' },
  'PUT /api/v1/admin/catalogue/products/:id': { access: 'admin', operationId: 'updateCatalogueProduct' },
  'PUT /api/v1/admin/catalogue/products/:id/active': { access: 'admin', operationId: 'setCatalogueProductActive' },
  'GET /api/v1/admin/catalogue/categories': { access: 'admin', operationId: 'listCatalogueCategories' },
  'POST /api/v1/admin/catalogue/categories': { access: 'admin', operationId: 'createCategory' },
  'PUT /api/v1/admin/catalogue/categories/:id': { access: 'admin', operationId: 'updateCategory' },
  'DELETE /api/v1/admin/catalogue/categories/:id': { access: 'admin', operationId: 'deleteCategory' },
  'GET /api/v1/admin/search/synonyms': { access: 'admin', operationId: 'listSearchSynonyms' },
  'PUT /api/v1/admin/search/synonyms/:word': { access: 'admin', operationId: 'setSearchSynonyms' },
  'DELETE /api/v1/admin/search/synonyms/:word': { access: 'admin', operationId: 'deleteSearchSynonyms' },
  'GET /api/v1/admin/real-estate': { access: 'admin', operationId: 'listRealEstateSubmissions' },
  'GET /api/v1/admin/real-estate/:id/image': { access: 'admin', operationId: 'getRealEstateSubmissionImage' },
  'POST /api/v1/admin/real-estate/:id/verify': { access: 'admin', operationId: 'verifyRealEstateSubmission' },
  'POST /api/v1/admin/real-estate/:id/reject': { access: 'admin', operationId: 'rejectRealEstateSubmission' },
  'GET /api/v1/pincodes': { access: 'admin', operationId: 'listPincodes' },
  'POST /api/v1/pincodes': { access: 'admin', operationId: 'createPincode' },
  'POST /api/v1/pincodes/seed': { access: 'admin', operationId: 'seedPincodes' },
  'PUT /api/v1/pincodes/:pincode': { access: 'admin', operationId: 'updatePincode' },
  'DELETE /api/v1/pincodes/:pincode': { access: 'admin', operationId: 'deletePincode' },
  'GET /api/v1/blog': { access: 'public', operationId: 'listBlogPosts' },
  'GET /api/v1/blog/:slug': { access: 'public', operationId: 'getBlogPost' },
  'POST /api/v1/blog': { access: 'admin', operationId: 'createBlogPost' },
  'GET /api/v1/admin/blog': { access: 'admin', operationId: 'listAllBlogPosts' },
  'GET /api/v1/admin/blog/:id': { access: 'admin', operationId: 'getAnyBlogPost' },
  'PUT /api/v1/admin/blog/:id': { access: 'admin', operationId: 'updateBlogPost' },
  'PATCH /api/v1/admin/blog/:id': { access: 'admin', operationId: 'patchBlogPost' },
  'DELETE /api/v1/admin/blog/:id': { access: 'admin', operationId: 'deleteBlogPost' },
  'GET /api/v1/affiliates': { access: 'public', operationId: 'listAffiliates' },
  'GET /api/v1/affiliates/all': { access: 'admin', operationId: 'listAllAffiliates' },
  'POST /api/v1/affiliates': { access: 'admin', operationId: 'createAffiliate' },
  'PUT /api/v1/affiliates/:id': { access: 'admin', operationId: 'updateAffiliate' },
  'DELETE /api/v1/affiliates/:id': { access: 'admin', operationId: 'deleteAffiliate' },
  'GET /api/v1/admin/partners/:partnerId/webhooks': { access: 'admin', operationId: 'listPartnerWebhooks' },
  'POST /api/v1/admin/partners/:partnerId/webhooks': { access: 'admin', operationId: 'createPartnerWebhook' },
  'DELETE /api/v1/admin/partners/:partnerId/webhooks/:id': { access: 'admin', operationId: 'deletePartnerWebhook' },
  'POST /api/v1/admin/partners/:partnerId/webhooks/:id/rotate-secret': { access: 'admin', operationId: 'rotatePartnerWebhookSecret' },
  'POST /api/v1/admin/partners/:partnerId/webhooks/:id/test': { access: 'admin', operationId: 'testPartnerWebhook' },
  'GET /api/v1/admin/partners/:partnerId/webhooks/:id/deliveries': { access: 'admin', operationId: 'listPartnerWebhookDeliveries' },
  'GET /api/v1/addresses': { access: 'buyer', operationId: 'listAddresses' },
  'POST /api/v1/addresses': { access: 'buyer', operationId: 'createAddress' },
  'PUT /api/v1/addresses/:id': { access: 'buyer', operationId: 'updateAddress' },
  'DELETE /api/v1/addresses/:id': { access: 'buyer', operationId: 'deleteAddress' },
  'PUT /api/v1/addresses/:id/default': { access: 'buyer', operationId: 'setDefaultAddress' },
  'GET /api/v1/cart': { access: 'buyer', operationId: 'getCart' },
  'POST /api/v1/cart/add': { access: 'buyer', operationId: 'addToCart' },
  'PUT /api/v1/cart/items/:id': { access: 'buyer', operationId: 'updateCartItem' },
  'DELETE /api/v1/cart/items/:id': { access: 'buyer', operationId: 'removeCartItem' },
  'DELETE /api/v1/cart/clear': { access: 'buyer', operationId: 'clearCart' },
  'POST /api/v1/cart/checkout': { access: 'buyer', operationId: 'checkout' },
  'GET /api/v1/orders': { access: 'buyer', operationId: 'listOrders' },
  'GET /api/v1/orders/:id': { access: 'buyer', operationId: 'getOrder' },
  'POST /api/v1/orders/:id/cancel': { access: 'buyer', operationId: 'cancelOrder' },
  'GET /api/v1/orders/:id/invoice.pdf': { access: 'buyer', operationId: 'getOrderInvoice' },
  'GET /api/v1/orders/:id/credit-note.pdf': { access: 'buyer', operationId: 'getOrderCreditNote' },
  'POST /api/v1/rfqs': { access: 'buyer', operationId: 'createRfq' },
  'GET /api/v1/rfqs': { access: 'buyer', operationId: 'listRfqs' },
  'GET /api/v1/rfqs/:id': { access: 'buyer', operationId: 'getRfq' },
  'POST /api/v1/rfqs/:id/accept': { access: 'buyer', operationId: 'acceptRfqOffer' },
  'POST /api/v1/rfqs/:id/cancel': { access: 'buyer', operationId: 'cancelRfq' },
  'GET /api/v1/categories': { access: 'public', operationId: 'listCategories' },
  'GET /api/v1/products': { access: 'public', operationId: 'listProducts' },
  'GET /api/v1/products/search-suggestions': { access: 'public', operationId: 'suggestProducts' },
  'GET /api/v1/products/:id': { access: 'public', operationId: 'getProduct' },
  'GET /api/v1/products/:id/listings': { access: 'public', operationId: 'listProductListings' },
  'GET /api/v1/images/:key': { access: 'public', operationId: 'getImage' },
  'GET /api/v1/price-board': { access: 'public', operationId: 'getPriceBoard' },
  'GET /api/v1/pincodes/validate/:pincode': { access: 'public', operationId: 'validatePincode' },
  'GET /api/v1/dev/outbox': { access: 'public', operationId: 'readDevOutbox' },
  'POST /api/v1/quotes': { access: 'public', operationId: 'createQuoteRequest' },
  'GET /api/v1/chatbot/categories': { access: 'public', operationId: 'listChatbotCategories' },
  'GET /api/v1/chatbot/categories/:id/products': { access: 'public', operationId: 'listChatbotCategoryProducts' },
  'POST /api/v1/chatbot/inquiry': { access: 'public', operationId: 'createChatbotInquiry' },
  'POST /api/v1/real-estate/listings': { access: 'public', operationId: 'createRealEstateSubmission' },
  'GET /api/v1/real-estate/listings': { access: 'public', operationId: 'listRealEstateListings' },
  'GET /api/v1/real-estate/listings/:id/image': { access: 'public', operationId: 'getRealEstateListingImage' },
  'POST /api/v1/boq/calculate': { access: 'public', operationId: 'calculateBoq' },
  'POST /api/v1/boq/save': { access: 'buyer', operationId: 'saveBoq' },
  'GET /api/v1/boq/saved': { access: 'buyer', operationId: 'listSavedBoqs' },
  'GET /api/v1/sellers/me/listings': { access: 'seller', operationId: 'listSellerListings' },
  'POST /api/v1/sellers/me/listings': { access: 'seller', operationId: 'createSellerListing' },
  'GET /api/v1/sellers/me/listings/export': { access: 'seller', operationId: 'exportSellerListings' },
  'POST /api/v1/sellers/me/listings/upload': { access: 'seller', operationId: 'importSellerListings' },
  'PUT /api/v1/sellers/me/listings/:id': { access: 'seller', operationId: 'updateSellerListing' },
  'DELETE /api/v1/sellers/me/listings/:id': { access: 'seller', operationId: 'deleteSellerListing' },
  'GET /api/v1/sellers/me/products/:id/images': { access: 'seller', operationId: 'listSellerProductImages' },
  'POST /api/v1/sellers/me/products/:id/images': { access: 'seller', operationId: 'uploadSellerProductImage' },
  'PATCH /api/v1/sellers/me/products/:id/images/:imageId': { access: 'seller', operationId: 'updateSellerProductImage' },
  'DELETE /api/v1/sellers/me/products/:id/images/:imageId': { access: 'seller', operationId: 'deleteSellerProductImage' },
  'GET /api/v1/sellers/me/orders': { access: 'seller', operationId: 'listSellerOrders' },
  'GET /api/v1/sellers/me/rfqs': { access: 'seller', operationId: 'listSellerRfqs' },
  'GET /api/v1/sellers/me/rfqs/:id': { access: 'seller', operationId: 'getSellerRfq' },
  'PUT /api/v1/sellers/me/rfqs/:id/offer': { access: 'seller', operationId: 'submitRfqOffer' },
  'POST /api/v1/sellers/me/rfqs/:id/offer/withdraw': { access: 'seller', operationId: 'withdrawRfqOffer' },
  'GET /api/v1/sellers/me/webhooks': { access: 'seller', operationId: 'listSellerWebhooks' },
  'POST /api/v1/sellers/me/webhooks': { access: 'seller', operationId: 'createSellerWebhook' },
  'DELETE /api/v1/sellers/me/webhooks/:id': { access: 'seller', operationId: 'deleteSellerWebhook' },
  'POST /api/v1/sellers/me/webhooks/:id/rotate-secret': { access: 'seller', operationId: 'rotateSellerWebhookSecret' },
  'POST /api/v1/sellers/me/webhooks/:id/test': { access: 'seller', operationId: 'testSellerWebhook' },
  'GET /api/v1/sellers/me/webhooks/:id/deliveries': { access: 'seller', operationId: 'listSellerWebhookDeliveries' },
  'GET /api/v1/sellers/me/orders/:id/invoice.pdf': { access: 'seller', operationId: 'getSellerOrderInvoice' },
  'GET /api/v1/sellers/me/orders/:id/credit-note.pdf': { access: 'seller', operationId: 'getSellerOrderCreditNote' },
  'GET /api/v1/sellers/me/default-products': { access: 'seller', operationId: 'listSellerDefaultProducts' },
  'PUT /api/v1/orders/seller/orders/:id/status': { access: 'seller', operationId: 'setSellerOrderStatus' },
  'GET /api/v1/crm/contacts': { access: 'seller', operationId: 'listCrmContacts' },
  'POST /api/v1/crm/contacts': { access: 'seller', operationId: 'createCrmContact' },
  'GET /api/v1/crm/contacts/export': { access: 'seller', operationId: 'exportCrmContacts' },
  'POST /api/v1/crm/contacts/import': { access: 'seller', operationId: 'importCrmContacts' },
  'PUT /api/v1/crm/contacts/:id': { access: 'seller', operationId: 'updateCrmContact' },
  'DELETE /api/v1/crm/contacts/:id': { access: 'seller', operationId: 'deleteCrmContact' },
  'GET /api/v1/crm/leads': { access: 'seller', operationId: 'listCrmLeads' },
  'POST /api/v1/crm/leads': { access: 'seller', operationId: 'createCrmLead' },
  'GET /api/v1/crm/leads/export': { access: 'seller', operationId: 'exportCrmLeads' },
  'POST /api/v1/crm/leads/import': { access: 'seller', operationId: 'importCrmLeads' },
  'PUT /api/v1/crm/leads/:id': { access: 'seller', operationId: 'updateCrmLead' },
  'DELETE /api/v1/crm/leads/:id': { access: 'seller', operationId: 'deleteCrmLead' },
  'POST /api/v1/crm/leads/:id/convert-to-order': { access: 'seller', operationId: 'convertCrmLeadToOrder' },
  'GET /api/v1/crm/tasks': { access: 'seller', operationId: 'listCrmTasks' },
  'POST /api/v1/crm/tasks': { access: 'seller', operationId: 'createCrmTask' },
  'GET /api/v1/crm/tasks/reminders': { access: 'seller', operationId: 'listCrmTaskReminders' },
  'PUT /api/v1/crm/tasks/:id': { access: 'seller', operationId: 'updateCrmTask' },
  'DELETE /api/v1/crm/tasks/:id': { access: 'seller', operationId: 'deleteCrmTask' },
  'GET /api/v1/crm/stats': { access: 'seller', operationId: 'getCrmStats' },
};
