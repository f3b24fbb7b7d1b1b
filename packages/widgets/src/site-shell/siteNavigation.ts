import type { NavLabelKey } from './shellMessages.ts';

/** The site's menus and footer links (spec/storefront.md "Header and footer", toolkit routes); their texts are in messages/. */
export interface NavLink {
  key: NavLabelKey;
  href: string;
}

export const KNOWLEDGE_LINKS: readonly NavLink[] = [
  { key: 'nav.knowledgeHub', href: '/knowledge' },
  { key: 'nav.houseConstructionProcess', href: '/knowledge/house-construction-process' },
  { key: 'nav.constructionCostGuide', href: '/knowledge/construction-cost-calculator' },
  { key: 'nav.contractorRates', href: '/knowledge/building-contractor-rates' },
  { key: 'nav.planSanction', href: '/knowledge/plan-sanction' },
  { key: 'nav.constructionMaterials', href: '/knowledge/construction-materials' },
  { key: 'nav.flooringOptions', href: '/knowledge/flooring-options' },
  { key: 'nav.constructionVideos', href: '/toolkit' },
  { key: 'nav.blog', href: '/blog' },
];

export const TOOL_LINKS: readonly NavLink[] = [
  { key: 'nav.materialCalculator', href: '/material-calculator' },
  { key: 'nav.houseCalculator', href: '/house-construction-calculator' },
  { key: 'nav.labourCalculator', href: '/labour-force-calculator' },
  { key: 'nav.boqCalculator', href: '/boq-calculator' },
  { key: 'nav.priceToday', href: '/price-today' },
  { key: 'nav.homeDrawing', href: '/home-drawing-generator' },
  { key: 'nav.mobileTest', href: '/mobile-test' },
];

export const QUICK_LINKS: readonly NavLink[] = [
  { key: 'nav.allProducts', href: '/products' },
  { key: 'nav.about', href: '/about' },
  { key: 'nav.contact', href: '/contact' },
  { key: 'nav.faq', href: '/faq' },
  { key: 'nav.affiliates', href: '/affiliates' },
  { key: 'nav.sell', href: '/seller/register' },
];

export const POLICY_LINKS: readonly NavLink[] = [
  { key: 'nav.privacy', href: '/privacy' },
  { key: 'nav.terms', href: '/terms' },
  { key: 'nav.refund', href: '/refund' },
];

/** The account menu of a signed-in buyer (spec storefront §2) or seller. */
export const BUYER_ACCOUNT_LINKS: readonly NavLink[] = [
  { key: 'nav.profile', href: '/profile' },
  { key: 'nav.orders', href: '/orders' },
  { key: 'nav.quoteRequests', href: '/rfqs' },
];

export const SELLER_ACCOUNT_LINKS: readonly NavLink[] = [{ key: 'nav.sellerDashboard', href: '/seller/dashboard' }];

export const ADMIN_ACCOUNT_LINKS: readonly NavLink[] = [{ key: 'nav.adminDashboard', href: '/admin/dashboard' }];

export const ACCOUNT_VISITOR_LINKS: readonly NavLink[] = [
  { key: 'nav.login', href: '/login' },
  { key: 'nav.register', href: '/register' },
];
