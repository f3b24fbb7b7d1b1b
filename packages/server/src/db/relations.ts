import { relations } from 'drizzle-orm';
import { sellers, users } from './tables/accounts.ts';
import { categories, listings, priceHistory, products } from './tables/catalogue.ts';
import { crmContacts, crmLeads, crmTasks } from './tables/crm.ts';
import { invoices } from './tables/invoices.ts';
import { boqSaves, chatbotInquiries, quoteRequests } from './tables/leads.ts';
import { addresses, cartItems, idempotencyKeys, orderItems, orders, orderStatusEvents } from './tables/orders.ts';

/** Relations for Drizzle's relational queries (`db.query.products.findMany({ with: { category: true } })`). */

export const usersRelations = relations(users, ({ many }) => ({
  addresses: many(addresses),
  cartItems: many(cartItems),
  orders: many(orders),
  boqSaves: many(boqSaves),
  idempotencyKeys: many(idempotencyKeys),
}));

export const sellersRelations = relations(sellers, ({ many }) => ({
  listings: many(listings),
  orders: many(orders),
  crmContacts: many(crmContacts),
  crmLeads: many(crmLeads),
  crmTasks: many(crmTasks),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'category_parent' }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  listings: many(listings),
}));

export const listingsRelations = relations(listings, ({ one, many }) => ({
  seller: one(sellers, { fields: [listings.sellerId], references: [sellers.id] }),
  product: one(products, { fields: [listings.productId], references: [products.id] }),
  priceHistory: many(priceHistory),
}));

export const priceHistoryRelations = relations(priceHistory, ({ one }) => ({
  listing: one(listings, { fields: [priceHistory.listingId], references: [listings.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  listing: one(listings, { fields: [cartItems.listingId], references: [listings.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  seller: one(sellers, { fields: [orders.sellerId], references: [sellers.id] }),
  shippingAddressRow: one(addresses, { fields: [orders.shippingAddressId], references: [addresses.id] }),
  orderItems: many(orderItems),
  statusEvents: many(orderStatusEvents),
  invoices: many(invoices),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  listing: one(listings, { fields: [orderItems.listingId], references: [listings.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
}));

export const idempotencyKeysRelations = relations(idempotencyKeys, ({ one }) => ({
  user: one(users, { fields: [idempotencyKeys.userId], references: [users.id] }),
}));

export const crmContactsRelations = relations(crmContacts, ({ one, many }) => ({
  seller: one(sellers, { fields: [crmContacts.sellerId], references: [sellers.id] }),
  leads: many(crmLeads),
  tasks: many(crmTasks),
}));

export const crmLeadsRelations = relations(crmLeads, ({ one, many }) => ({
  seller: one(sellers, { fields: [crmLeads.sellerId], references: [sellers.id] }),
  contact: one(crmContacts, { fields: [crmLeads.contactId], references: [crmContacts.id] }),
  listing: one(listings, { fields: [crmLeads.listingId], references: [listings.id] }),
  order: one(orders, { fields: [crmLeads.orderId], references: [orders.id] }),
  chatbotInquiry: one(chatbotInquiries, { fields: [crmLeads.chatbotInquiryId], references: [chatbotInquiries.id] }),
  quoteRequest: one(quoteRequests, { fields: [crmLeads.quoteRequestId], references: [quoteRequests.id] }),
  tasks: many(crmTasks),
}));

export const crmTasksRelations = relations(crmTasks, ({ one }) => ({
  seller: one(sellers, { fields: [crmTasks.sellerId], references: [sellers.id] }),
  contact: one(crmContacts, { fields: [crmTasks.contactId], references: [crmContacts.id] }),
  lead: one(crmLeads, { fields: [crmTasks.leadId], references: [crmLeads.id] }),
}));

export const chatbotInquiriesRelations = relations(chatbotInquiries, ({ one }) => ({
  category: one(categories, { fields: [chatbotInquiries.categoryId], references: [categories.id] }),
  product: one(products, { fields: [chatbotInquiries.productId], references: [products.id] }),
}));

export const quoteRequestsRelations = relations(quoteRequests, ({ one }) => ({
  product: one(products, { fields: [quoteRequests.productId], references: [products.id] }),
}));

export const boqSavesRelations = relations(boqSaves, ({ one }) => ({
  user: one(users, { fields: [boqSaves.userId], references: [users.id] }),
}));
