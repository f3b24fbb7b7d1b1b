/**
 * @nirmaan/core/pure: the types, rules, texts and formatting of the marketplace, for the server
 * and for widgets alike: no stores, no fetch, no browser API (`pure.test.ts` checks the whole import
 * graph). The browser entry, `@nirmaan/core`, has all of this too, with the stores and the API client.
 */
export * from './format/format.ts';
export * from './format/localeFormat.ts';
export * from './i18n/locales.ts';
export * from './config/mapDefaults.ts';
export * from './rules/index.ts';
export * from './rules/schemas.ts';
export * from './api/messages.ts';
export * from './admin/adminRules.ts';
export * from './admin/adminOrderRules.ts';
export * from './admin/adminLeadRules.ts';
export * from './admin/adminTypes.ts';
export * from './admin/defaultProductRules.ts';
export * from './admin/pincodeRules.ts';
export * from './admin/categoryTaxRules.ts';
export * from './admin/adminCatalogueRules.ts';
export * from './admin/adminCategoryTree.ts';
export * from './admin/adminCatalogueTypes.ts';
export * from './admin/searchSynonymRules.ts';
export * from './admin/searchSynonymTypes.ts';
export * from './cart/cartRules.ts';
export * from './cart/cartTypes.ts';
export * from './cart/shoppingList.ts';
export * from './cart/materialNeeds.ts';
export * from './cart/materialCalculatorNeeds.ts';
export * from './catalogue/catalogueRules.ts';
export * from './catalogue/catalogueTexts.ts';
export * from './catalogue/catalogueTypes.ts';
export * from './catalogue/productImageRules.ts';
export * from './chatbot/chatbotTypes.ts';
export * from './content/affiliateRules.ts';
export * from './content/blogRules.ts';
export * from './content/realEstateRules.ts';
export * from './content/urlRules.ts';
export * from './content/contentTypes.ts';
export * from './invoices/amountInWords.ts';
export * from './invoices/gstStates.ts';
export * from './invoices/invoiceTypes.ts';
export * from './invoices/taxInvoice.ts';
export * from './orders/checkoutRules.ts';
export * from './orders/checkoutTexts.ts';
export * from './orders/orderRules.ts';
export * from './orders/orderTypes.ts';
export * from './prices/priceTypes.ts';
export * from './quotes/quoteRules.ts';
export * from './rules/rfq.ts';
export type * from './rfq/rfqTypes.ts';
export * from './webhooks/webhookRules.ts';
export * from './seller/crmForms.ts';
export * from './seller/sellerMessages.ts';
export * from './seller/sellerRules.ts';
export * from './seller/sellerTypes.ts';
export * from './site/siteTexts.ts';
export * from './site/siteTypes.ts';
export * from './site/countedFigures.ts';
