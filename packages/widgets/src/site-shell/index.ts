export { SiteHeader } from './SiteHeader.tsx';
export { SiteFooter } from './SiteFooter.tsx';
export { KNOWLEDGE_LINKS, TOOL_LINKS, QUICK_LINKS, POLICY_LINKS, BUYER_ACCOUNT_LINKS, SELLER_ACCOUNT_LINKS, type NavLink } from './siteNavigation.ts';
export { CartLink } from './CartLink.tsx';
export { SkipLink } from './SkipLink.tsx';
export { PageLoadFailed } from './PageLoadFailed.tsx';
export { loadShellMessages, shellCatalogue } from './shellMessages.ts';
