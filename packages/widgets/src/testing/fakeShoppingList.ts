import type { MaterialNeed } from '@nirmaan/core';
import { aListing, aProduct } from '@nirmaan/core/testing';
import type { FakeApiOptions } from './fakeApi.ts';

/** A calculation's materials: cement the catalogue sells and aggregate nobody does. */
export const SHOPPING_NEEDS: MaterialNeed[] = [
  { label: 'Cement (OPC 43)', search: 'OPC 43 cement', quantity: 13, unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' },
  {
    label: '20 mm aggregate',
    search: '20 mm aggregate',
    quantity: 48,
    unit: 'Cft',
    quoteMaterial: 'Bulk Material (Sand, Aggregate)',
    quoteUnit: 'Cubic Feet (Cft)',
  },
];

/** One cement sold by two suppliers; the nearer one (listing 11) is cheaper delivered. */
export const SHOPPING_CATALOGUE: FakeApiOptions = {
  products: [aProduct({ id: 1, name: 'UltraTech OPC 43 Grade Cement' })],
  listings: [
    aListing({
      id: 11,
      price: 400,
      stock_quantity: 500,
      delivery: { distance_km: 3, delivery_charge: 325, landed_total: 5525, delivery_radius_km: 80, within_reach: true },
    }),
    aListing({
      id: 12,
      price: 380,
      stock_quantity: 500,
      seller: { id: 9, name: 'Far Away Traders', address: 'Hosur Road', phone: '+919800000009', city: 'Bangalore' },
      delivery: { distance_km: 40, delivery_charge: 1250, landed_total: 6190, delivery_radius_km: 80, within_reach: true },
    }),
  ],
};
