/**
 * @nirmaan/widgets/testing: the fake API and sample data the widgets' tests and stories use, for
 * the other packages' tests (the elements). Resolved from the source in this repository only
 * (the `source` export condition); not part of the published package.
 */
export { asAdminWith, asVisitor, DEMO_ADMIN_DATA } from './asAdmin.ts';
export { FAKE_BUYER, FAKE_CATEGORIES, FAKE_LISTINGS, FAKE_LOGIN, FAKE_PRODUCTS, installFakeApi, type FakeApiOptions } from './fakeApi.ts';
export { installFakeBoq, type FakeBoqOptions } from './fakeBoq.ts';
export { FakeOrders, sampleOrders } from './fakeOrders.ts';
export { FAKE_PRICE_ROWS, fakePriceBoard, installFakePrices, type FakePricesOptions } from './fakePrices.ts';
export { FAKE_SELLER, FakeSeller, sampleSellerListing, sampleSellerOrder, type FakeSellerOptions } from './fakeSeller.ts';
export { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP, WRONG_OTP } from '../account/testing/fakeAccountApi.ts';
export { CONFIGURED_COMPANY_INFO, DEMO_COMPANY_INFO, DEMO_FIGURES, DEMO_SITE, PRODUCTION_SITE } from './fakeSite.ts';
export { acceptedBuyerRfq, sampleBuyerRfq, sampleBuyerRfqs } from './fakeBuyerRfqs.ts';
