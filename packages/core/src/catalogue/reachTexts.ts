/** What the product page says of suppliers' delivery radii (DESIGN.md's serviceability rule); apart from CATALOGUE_MESSAGES, which checkout also loads. */
export const REACH_MESSAGES = {
  /** Every supplier of the product is beyond its delivery radius from the place (DESIGN.md's serviceability rule). */
  noneInReach: 'No supplier of this product delivers to your location yet.',
  /** The control that shows the suppliers beyond their radius: how many, how near the nearest is and what it would charge. */
  showFurther: (count: number, nearestKm: string, charge: string) =>
    `Show ${count} ${count === 1 ? 'supplier' : 'suppliers'} further away (nearest ${nearestKm} km, delivery ${charge})`,
  hideFurther: 'Hide suppliers further away',
  /** On a supplier beyond its radius: why it cannot be chosen. */
  beyondRadius: (radiusKm: number) => `Delivers within ${radiusKm} km only: not to your location`,
  /** A visitor's (or a buyer without a location's) estimates: where they are to. */
  estimatedTo: (place: string) => `Delivery estimated to ${place}.`,
} as const;
