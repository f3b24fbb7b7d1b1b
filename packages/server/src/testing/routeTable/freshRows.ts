import { API_PREFIX } from '../../app.ts';
import { chatbotInquiries, products, quoteRequests, rfqItems, rfqOfferItems, rfqOffers, rfqs, rfqSellers, webhookEndpoints } from '../../db/schema.ts';
import { aPhoto, photoForm } from '../imageFixtures.ts';
import { addressBody } from '../shopFixtures.ts';
import type { Caller, World } from './world.ts';

/** Rows made afresh for one request, so a DELETE by one caller leaves the next its own row. */
export const v1 = (path: string) => `${API_PREFIX}${path}`;
export const phoneFor = (world: World) => String(7_000_000_000 + world.unique());
/** A search word never used before in this world: 'matrix' and the unique number in letters (7 → 'matrixh'). */
export const synonymWord = (world: World) => `matrix${[...String(world.unique())].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;

export const fresh = {
  address: async (world: World) =>
    (await world.api('POST', v1('/addresses/'), world.buyer.token, { json: addressBody({ address_line1: `${world.unique()}, Matrix Road` }) })).id as number,
  cartItem: async (world: World, token: string) => {
    const cart = await world.api('POST', v1('/cart/add'), token, { json: { listing_id: world.listingId, quantity: 1 } });
    return (cart.cart_items as Array<{ id: number; listing: { id: number } }>).find((item) => item.listing.id === world.listingId)!.id;
  },
  /** A pending order of "buyer" for one unit of "seller"'s listing. */
  order: async (world: World) => {
    await world.api('DELETE', v1('/cart/clear'), world.buyer.token);
    await fresh.cartItem(world, world.buyer.token);
    return (await world.api('POST', v1('/cart/checkout'), world.buyer.token, { query: { shipping_address_id: world.buyer.addressId } })).id as number;
  },
  /** A pending order of "buyer", then cancelled: it has a tax invoice and its credit note. */
  cancelledOrder: async (world: World) => {
    const id = await fresh.order(world);
    await world.api('POST', v1(`/orders/${id}/cancel`), world.buyer.token);
    return id;
  },
  /** A price alert of "buyer" (a city and target of its own, so each call makes a new one). */
  priceAlert: async (world: World) =>
    (
      await world.api('POST', v1('/users/me/price-alerts'), world.buyer.token, {
        json: { product_id: world.productId, city: 'Coimbatore', target_price: 1 + world.unique() / 100 },
      })
    ).id as number,
  listing: async (world: World) =>
    (
      await world.api('POST', v1('/sellers/me/listings/'), world.seller.token, {
        json: { product_id: world.unlistedProduct(), price: 99.5, stock_quantity: 10 },
      })
    ).id as number,
  contact: async (world: World) =>
    (await world.api('POST', v1('/crm/contacts'), world.seller.token, { json: { name: `Contact ${world.unique()}` } })).id as number,
  lead: async (world: World) =>
    (await world.api('POST', v1('/crm/leads'), world.seller.token, { json: { title: `Lead ${world.unique()}`, listing_id: world.listingId, quantity: 1 } }))
      .id as number,
  task: async (world: World) => (await world.api('POST', v1('/crm/tasks'), world.seller.token, { json: { title: `Task ${world.unique()}` } })).id as number,
  defaultProduct: async (world: World) =>
    (
      await world.api('POST', v1('/admin/default-products/'), world.admin.token, {
        json: { name: `Matrix Cement ${world.unique()}`, category_name: 'Cement', unit: 'Bag' },
      })
    ).id as number,
  blogPost: async (world: World) =>
    (
      await world.api('POST', v1('/blog/'), world.admin.token, {
        json: { title: `Matrix post ${world.unique()}`, slug: `matrix-post-${world.unique()}`, content: '<p>Cure for seven days.</p>' },
      })
    ).id as number,
  realEstateSubmission: async (world: World) =>
    (
      await world.api('POST', v1('/real-estate/listings'), undefined, {
        multipart: () => {
          const form = new FormData();
          form.append('project_name', `Matrix Plots ${world.unique()}`);
          return form;
        },
      })
    ).id as number,
  chatbotInquiry: async (world: World) => {
    const [row] = await world.server.db
      .insert(chatbotInquiries)
      .values({ buyerName: `Matrix Visitor ${world.unique()}`, phoneNumber: phoneFor(world) })
      .returning({ id: chatbotInquiries.id });
    return row!.id;
  },
  quoteRequest: async (world: World) => {
    const [row] = await world.server.db
      .insert(quoteRequests)
      .values({ name: `Matrix Buyer ${world.unique()}`, email: 'matrix@example.com', phone: phoneFor(world), material: 'Cement', quantity: 10, unit: 'Bags' })
      .returning({ id: quoteRequests.id });
    return row!.id;
  },
  /**
   * An open RFQ of "buyer" for the product "seller" lists, sent to "seller" (stored directly: through
   * the API every call would count against the buyer's cap on open RFQs).
   */
  rfq: async (world: World) => {
    const [rfq] = await world.server.db
      .insert(rfqs)
      .values({ buyerId: world.buyer.id, sitePincode: '560001', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: rfqs.id });
    const [item] = await world.server.db
      .insert(rfqItems)
      .values({ rfqId: rfq!.id, position: 0, productId: world.productId, description: 'Matrix cement', quantity: 10, unit: 'Bag' })
      .returning({ id: rfqItems.id });
    await world.server.db.insert(rfqSellers).values({ rfqId: rfq!.id, sellerId: world.seller.id });
    return { id: rfq!.id, itemId: item!.id };
  },
  /** An open RFQ of "buyer" with an open offer of "seller" pricing its item from "seller"'s listing. */
  answeredRfq: async (world: World) => {
    const rfq = await fresh.rfq(world);
    const today = new Date().toISOString().slice(0, 10);
    const [offer] = await world.server.db
      .insert(rfqOffers)
      .values({ rfqId: rfq.id, sellerId: world.seller.id, deliveryChargePaise: 0, deliveryDate: today, validUntil: '2099-12-31' })
      .returning({ id: rfqOffers.id });
    await world.server.db.insert(rfqOfferItems).values({ offerId: offer!.id, rfqItemId: rfq.itemId, unitPricePaise: 400_00, listingId: world.listingId });
    return { ...rfq, offerId: offer!.id };
  },
  affiliate: async (world: World) =>
    (await world.api('POST', v1('/affiliates/'), world.admin.token, { json: { title: `Partner ${world.unique()}`, url: 'https://example.com/' } }))
      .id as number,
  /** A new catalogue product that "seller" lists (a product keeps at most 8 photos, so photo routes each take their own). */
  listedProduct: async (world: World) => {
    const [product] = await world.server.db
      .insert(products)
      .values({ name: `Matrix Product ${world.unique()}`, masterSku: `MATRIX-${world.unique()}`, categoryId: world.categoryId })
      .returning({ id: products.id });
    await world.api('POST', v1('/sellers/me/listings/'), world.seller.token, { json: { product_id: product!.id, price: 99.5, stock_quantity: 10 } });
    return product!.id;
  },
  /** A photo of a fresh product "seller" lists, added by the admin or by "seller". */
  productImage: async (world: World, who: 'admin' | 'seller') => {
    const productId = await fresh.listedProduct(world);
    const path = who === 'admin' ? `/admin/products/${productId}/images` : `/sellers/me/products/${productId}/images`;
    const token = who === 'admin' ? world.admin.token : world.seller.token;
    const response = await fetch(`${world.server.url}${v1(path)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: photoForm(await aPhoto(200, 150)),
    });
    return { productId, imageId: ((await response.json()) as { id: number }).id };
  },
  /** A new catalogue product in the world's category, added by the admin (nobody lists it). */
  catalogueProduct: async (world: World) =>
    (
      await world.api('POST', v1('/admin/catalogue/products'), world.admin.token, {
        json: { name: `Matrix Catalogue ${world.unique()}`, master_sku: `MATRIX-CAT-${world.unique()}`, unit: 'Bag', category_id: world.categoryId },
      })
    ).id as number,
  /** A new, empty top-level category. */
  category: async (world: World) =>
    (await world.api('POST', v1('/admin/catalogue/categories'), world.admin.token, { json: { name: `Matrix Category ${world.unique()}` } })).id as number,
  /** A new search synonym (a word of letters only: search reads letters beside digits as two words). */
  searchSynonym: async (world: World) =>
    (
      await world.api('PUT', v1(`/admin/search/synonyms/${synonymWord(world)}`), world.admin.token, {
        json: { alternatives: ['cement'], note: 'Route matrix word' },
      })
    ).word as string,
  /**
   * A webhook endpoint of "seller" or of a partner id, stored directly (the cap of 10 per owner
   * would stop the API). Its plain-http loopback URL is refused at delivery by the test server's
   * SSRF guard, so a test send logs a refusal without any network.
   */
  webhookEndpoint: async (world: World, owner: { sellerId: number } | { partnerId: string }) => {
    const [row] = await world.server.db
      .insert(webhookEndpoints)
      .values({ ...owner, url: 'http://127.0.0.1:9/matrix', events: ['order.placed'], secret: `whsec_matrix${world.unique()}` })
      .returning({ id: webhookEndpoints.id });
    return row!.id;
  },
  pincode: async (world: World) => {
    const pincode = String(700_000 + world.unique());
    await world.api('POST', v1('/pincodes/'), world.admin.token, { json: { pincode, city: 'Matrixpur', state: 'Karnataka' } });
    return pincode;
  },
};

export const csvUpload = (csv: string) => () => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'upload.csv');
  return form;
};

export const signedInAs = (world: World, caller: Caller) => world.tokens[caller];
