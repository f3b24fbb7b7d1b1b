/**
 * The construction cost guide's text (spec/seller-admin-toolkit.md: static guides and the cost
 * calculator guide). Figures in the calculator itself come from @nirmaan/calculators.
 */

/** Indicative turnkey construction rate, rupees per sq ft of built-up area. */
export const TURNKEY_RATE_RANGE = { min: 1300, max: 2500 } as const;

/** Indicative labour-only rate, rupees per sq ft of built-up area. */
export const LABOUR_RATE_RANGE = { min: 450, max: 650 } as const;
