/* The default-product form's choices (spec toolkit §5): what a default product's category and unit may be. */

/** The category choices of the default-product form (spec toolkit §5), in the spec's order. */
export const DEFAULT_PRODUCT_CATEGORIES = [
  'Cement',
  'Steel',
  'Sand',
  'Aggregates',
  'Blocks',
  'Bricks',
  'Tiles',
  'Paint',
  'Electrical',
  'Plumbing',
  'Hardware',
  'Wood',
  'Glass',
  'Roofing',
  'Doors',
  'Windows',
  'Fittings',
  'Tools',
  'Others',
] as const;
export type DefaultProductCategory = (typeof DEFAULT_PRODUCT_CATEGORIES)[number];

/** The unit choices of the default-product form (spec toolkit §5), in the spec's order. */
export const DEFAULT_PRODUCT_UNITS = ['Piece', 'Nos', 'Rmt', 'Sqft', 'Kg', 'Bag', 'Cft', 'Ltr', 'Meter', 'Sqm', 'Cum', 'Ton', 'Box', 'Bundle'] as const;
export type DefaultProductUnit = (typeof DEFAULT_PRODUCT_UNITS)[number];
