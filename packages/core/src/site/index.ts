export { DEMO_SITE_TEXTS } from './siteTexts.ts';
export { countedFigures, type ShownFigure } from './countedFigures.ts';
export { $siteInfo, isSiteInfo, loadSiteInfo, provideSiteInfo } from './siteInfo.ts';
export { createSiteApi, type SiteApi } from './siteApi.ts';
export type * from './siteTypes.ts';
