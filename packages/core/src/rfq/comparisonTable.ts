import type { AcceptChoice, BuyerRfq, ComparedRfqOffer } from './rfqTypes.ts';

/*
 * The buyer's comparison of offers on an RFQ (issue 31) as a table the compare view draws: a row
 * per item, a column per offer, each cell the unit price and landed cost or "cannot supply", the
 * best per item marked; and the buyer's choice (a whole offer, or an offer per item) with what it
 * costs, turned into the API's acceptance.
 */

/** One offer's answer for one item. */
export type ComparisonCell = { kind: 'priced'; offerId: number; unitPrice: number; landed: number; best: boolean } | { kind: 'missing'; offerId: number };

export interface ComparisonRow {
  itemId: number;
  description: string;
  quantity: number;
  unit: string;
  cells: ComparisonCell[];
  /** The offer with the lowest landed cost for the item, or null when nobody priced it. */
  bestOfferId: number | null;
}

export interface ComparisonColumn {
  offerId: number;
  seller: string;
  landedTotal: number;
  deliveryCharge: number;
  deliveryDate: string;
  validUntil: string;
  terms: string | null;
  /** How many items it leaves out (a partial offer). */
  missing: number;
  status: ComparedRfqOffer['status'];
}

/** The RFQ's offers as rows and columns (pure). */
export function comparisonTable(rfq: BuyerRfq): { columns: ComparisonColumn[]; rows: ComparisonRow[] } {
  const columns = rfq.offers.map((offer) => ({
    offerId: offer.id,
    seller: offer.seller.business_name,
    landedTotal: offer.landed_total,
    deliveryCharge: offer.delivery_charge,
    deliveryDate: offer.delivery_date,
    validUntil: offer.valid_until,
    terms: offer.terms,
    missing: offer.missing_item_ids.length,
    status: offer.status,
  }));
  const rows = rfq.items.map((item) => {
    const bestOfferId = rfq.best_offer_by_item[String(item.id)] ?? null;
    const cells = rfq.offers.map((offer): ComparisonCell => {
      const unitPrice = offer.items.find((answer) => answer.rfq_item_id === item.id)?.unit_price ?? null;
      const landed = offer.landed_by_item[String(item.id)];
      if (unitPrice === null || landed === undefined) return { kind: 'missing', offerId: offer.id };
      return { kind: 'priced', offerId: offer.id, unitPrice, landed, best: offer.id === bestOfferId };
    });
    return { itemId: item.id, description: item.description, quantity: item.quantity, unit: item.unit, cells, bestOfferId };
  });
  return { columns, rows };
}

/** The buyer's choice in the compare view: per item id, the offer chosen for it (none: not ordered). */
export type ItemChoice = Readonly<Record<number, number | undefined>>;

/** Each item from the offer that is best for it: where the compare view starts. */
export function bestChoice(rfq: BuyerRfq): ItemChoice {
  return Object.fromEntries(rfq.items.map((item) => [item.id, rfq.best_offer_by_item[String(item.id)] ?? undefined]));
}

/** Every item the offer prices, from that offer: "accept this whole offer". */
export function wholeOfferChoice(rfq: BuyerRfq, offerId: number): ItemChoice {
  const offer = rfq.offers.find((candidate) => candidate.id === offerId);
  return Object.fromEntries(rfq.items.map((item) => [item.id, offer && !offer.missing_item_ids.includes(item.id) ? offerId : undefined]));
}

/**
 * What the choice costs: each chosen item's goods, plus the delivery charge of every offer chosen
 * for at least one item (a seller delivers once), and how many orders it makes (one per seller).
 */
export function choiceTotal(rfq: BuyerRfq, choice: ItemChoice): { total: number; orders: number; items: number } {
  const chosenOffers = new Set<number>();
  let goods = 0;
  let items = 0;
  for (const item of rfq.items) {
    const offerId = choice[item.id];
    const offer = rfq.offers.find((candidate) => candidate.id === offerId);
    const unitPrice = offer?.items.find((answer) => answer.rfq_item_id === item.id)?.unit_price;
    if (!offer || unitPrice === null || unitPrice === undefined) continue;
    chosenOffers.add(offer.id);
    goods += unitPrice * item.quantity;
    items += 1;
  }
  const delivery = [...chosenOffers].reduce((total, id) => total + (rfq.offers.find((offer) => offer.id === id)?.delivery_charge ?? 0), 0);
  return { total: Math.round((goods + delivery) * 100) / 100, orders: chosenOffers.size, items };
}

/** The choice as the API's acceptance (null when nothing is chosen): one whole offer when that is what it is, else item by item. */
export function acceptChoiceOf(rfq: BuyerRfq, choice: ItemChoice): AcceptChoice | null {
  const lines = rfq.items.flatMap((item) => (choice[item.id] === undefined ? [] : [{ rfq_item_id: item.id, offer_id: choice[item.id]! }]));
  if (lines.length === 0) return null;
  const offers = new Set(lines.map((line) => line.offer_id));
  if (offers.size === 1) {
    const [offerId] = offers;
    const whole = wholeOfferChoice(rfq, offerId!);
    if (rfq.items.every((item) => whole[item.id] === choice[item.id])) return { offer_id: offerId! };
  }
  return { items: lines };
}
