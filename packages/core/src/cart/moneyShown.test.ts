import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landedTotal } from '../catalogue/catalogueRules.ts';
import { aListing } from '../catalogue/testing.ts';
import { formatPrice } from '../format/format.ts';
import { lineTotal } from './cartRules.ts';
import type { CartItem } from './cartTypes.ts';

/** What a buyer reads back from a shown figure, in paise: '₹35,845' → 3584500, '₹70.50' → 7050. */
const shownPaise = (shown: string): number => Math.round(Number(shown.replace(/[₹,]/g, '')) * 100);

const price = fc.integer({ min: 1, max: 10_000_000 }); // paise: ₹0.01 to ₹1,00,000
const quantity = fc.integer({ min: 1, max: 10_000 });
const delivery = fc.integer({ min: 250, max: 2_000_000 }).map((rupees) => rupees * 100); // whole rupees, as charged

function cartItem(pricePaise: number, count: number): CartItem {
  const listing = aListing({ price: pricePaise / 100 });
  return {
    id: 1,
    quantity: count,
    listing: { ...listing, product: { id: 1, name: 'x', display_name: null, description: null, master_sku: 'X', image_url: null, image: null, unit: 'Bag' } },
  } as CartItem;
}

describe('money as shown (DESIGN.md: shown figures always multiply out to the shown total)', () => {
  it('shows ₹70.50 × 500 + ₹595 delivery next to a total of ₹35,845, not ₹71', () => {
    const listing = aListing({
      price: 70.5,
      delivery: { distance_km: 13.8, delivery_charge: 595, landed_total: 35845, delivery_radius_km: 80, within_reach: true },
    });
    expect([formatPrice(listing.price), formatPrice(595), formatPrice(landedTotal(listing, 500)!)]).toEqual(['₹70.50', '₹595', '₹35,845']);
  });

  it('unit price × quantity + delivery, each as shown, is the landed total as shown, for any offer', () => {
    fc.assert(
      fc.property(price, quantity, delivery, (pricePaise, count, deliveryPaise) => {
        const listing = aListing({
          price: pricePaise / 100,
          delivery: { distance_km: 1, delivery_charge: deliveryPaise / 100, landed_total: 0, delivery_radius_km: 80, within_reach: true },
        });
        const total = shownPaise(formatPrice(landedTotal(listing, count)!));
        return shownPaise(formatPrice(listing.price)) * count + shownPaise(formatPrice(deliveryPaise / 100)) === total;
      }),
    );
  });

  it("the cart's shown line totals add up to the shown subtotal, and each is its shown price × quantity, for any cart", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(price, quantity), { minLength: 1, maxLength: 20 }), (lines) => {
        const items = lines.map(([pricePaise, count]) => cartItem(pricePaise, count));
        // The server's subtotal: integer paise (cart/cartView.ts), answered in rupees.
        const subtotal = lines.reduce((sum, [pricePaise, count]) => sum + pricePaise * count, 0) / 100;
        const shownLines = items.map((item) => shownPaise(formatPrice(lineTotal(item))));
        const eachMultipliesOut = items.every((item, index) => shownPaise(formatPrice(item.listing.price)) * item.quantity === shownLines[index]);
        return eachMultipliesOut && shownLines.reduce((sum, line) => sum + line, 0) === shownPaise(formatPrice(subtotal));
      }),
    );
  });
});
