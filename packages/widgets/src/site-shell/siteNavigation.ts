/** The site's menus and footer links (spec/storefront.md "Header and footer", toolkit routes). */
export interface NavLink {
  label: string;
  href: string;
}

export const KNOWLEDGE_LINKS: readonly NavLink[] = [
  { label: 'Knowledge Hub', href: '/knowledge' },
  { label: 'House Construction Process', href: '/knowledge/house-construction-process' },
  { label: 'Construction Cost Guide', href: '/knowledge/construction-cost-calculator' },
  { label: 'Building Contractor Rates', href: '/knowledge/building-contractor-rates' },
  { label: 'Plan Sanction', href: '/knowledge/plan-sanction' },
  { label: 'Construction Materials', href: '/knowledge/construction-materials' },
  { label: 'Flooring Options', href: '/knowledge/flooring-options' },
  { label: 'Construction Videos', href: '/toolkit' },
  { label: 'Blog', href: '/blog' },
];

export const TOOL_LINKS: readonly NavLink[] = [
  { label: 'Material Calculator', href: '/material-calculator' },
  { label: 'House Construction Calculator', href: '/house-construction-calculator' },
  { label: 'Labour Force Calculator', href: '/labour-force-calculator' },
  { label: 'BOQ Calculator', href: '/boq-calculator' },
  { label: 'Price Today', href: '/price-today' },
  { label: 'Home Drawing Generator', href: '/home-drawing-generator' },
  { label: 'Mobile-Friendly Test', href: '/mobile-test' },
];

export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'All Products', href: '/products' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Affiliates', href: '/affiliates' },
  { label: 'Sell on Nirmaan', href: '/seller/register' },
];

export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Refund Policy', href: '/refund' },
];

/** Beside the footer's counted figures (core's countedFigures): how orders are paid. */
export const FOOTER_FACTS: ReadonlyArray<{ value: string; label: string }> = [{ value: 'Cash', label: 'on delivery' }];

/** The account menu of a signed-in buyer (spec storefront §2) or seller. */
export const BUYER_ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Profile', href: '/profile' },
  { label: 'My Orders', href: '/orders' },
  { label: 'My quote requests', href: '/rfqs' },
];

export const SELLER_ACCOUNT_LINKS: readonly NavLink[] = [{ label: 'Seller Dashboard', href: '/seller/dashboard' }];

export const ADMIN_ACCOUNT_LINKS: readonly NavLink[] = [{ label: 'Admin Dashboard', href: '/admin/dashboard' }];

export const ACCOUNT_VISITOR_LINKS: readonly NavLink[] = [
  { label: 'Login', href: '/login' },
  { label: 'Register', href: '/register' },
];
