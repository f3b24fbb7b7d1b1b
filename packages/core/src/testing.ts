/** Fixtures for tests and stories (not part of the published package). */
export { aListing, aProduct } from './catalogue/testing.ts';
export { presetSiteInfo } from './site/siteInfo.ts';
export { forgetQueryAnswers } from './data/query.ts';
export { startAsFreshPage } from './data/freshPage.ts';
