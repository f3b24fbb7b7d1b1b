import type { StatusTone } from '../orders/orderStatus.ts';
import type { RfqStatus } from '../rules/rfq.ts';
import { bestChoice, type ItemChoice } from './comparisonTable.ts';
import type { BuyerRfq, ComparedRfqOffer } from './rfqTypes.ts';

/*
 * What the buyer's RFQ pages show beside the comparison table (issue 31): the status pill's
 * colour, which offers can still be chosen, the product a seller offers for an item, and the
 * chosen lines grouped into the orders they make.
 */

/** The status pill's colour (its text says the status): open blue, accepted green, cancelled red, expired grey. */
export function rfqStatusTone(status: RfqStatus): StatusTone {
  if (status === 'open') return 'info';
  if (status === 'accepted') return 'success';
  if (status === 'cancelled') return 'danger';
  return 'neutral';
}

/** Whether the buyer can still accept something: the RFQ is open and at least one offer is open. */
export function canAcceptOffers(rfq: BuyerRfq): boolean {
  return rfq.status === 'open' && rfq.offers.some((offer) => offer.status === 'open');
}

/** The open offers that price the item: the buyer's choices for it (none once the RFQ is closed). */
export function offersForItem(rfq: BuyerRfq, itemId: number): ComparedRfqOffer[] {
  if (rfq.status !== 'open') return [];
  return rfq.offers.filter((offer) => offer.status === 'open' && !offer.missing_item_ids.includes(itemId));
}

/** Where the buyer's choice starts: each item from its best offer, when that offer can still be chosen. */
export function startingChoice(rfq: BuyerRfq): ItemChoice {
  const best = bestChoice(rfq);
  return Object.fromEntries(
    rfq.items.map((item) => {
      const offerId = best[item.id];
      return [item.id, offersForItem(rfq, item.id).some((offer) => offer.id === offerId) ? offerId : undefined];
    }),
  );
}

/** The product the seller offers for the item (its listing's), or null for an item not priced. */
export function offeredProductName(offer: ComparedRfqOffer, itemId: number): string | null {
  const answer = offer.items.find((line) => line.rfq_item_id === itemId);
  return answer?.product_name ?? null;
}

/** One order the choice makes: the seller's offer, the items chosen from it, its delivery charge. */
export interface ChosenOrder {
  offerId: number;
  seller: string;
  deliveryCharge: number;
  lines: Array<{ itemId: number; description: string; quantity: number; unit: string; unitPrice: number }>;
}

/** The choice as the orders it places, one per chosen offer, in the offers' order: what the confirm step lists. */
export function chosenOrders(rfq: BuyerRfq, choice: ItemChoice): ChosenOrder[] {
  return rfq.offers.flatMap((offer) => {
    const lines = rfq.items.flatMap((item) => {
      const unitPrice = choice[item.id] === offer.id ? offer.items.find((line) => line.rfq_item_id === item.id)?.unit_price : null;
      return typeof unitPrice === 'number' ? [{ itemId: item.id, description: item.description, quantity: item.quantity, unit: item.unit, unitPrice }] : [];
    });
    return lines.length === 0 ? [] : [{ offerId: offer.id, seller: offer.seller.business_name, deliveryCharge: offer.delivery_charge, lines }];
  });
}
