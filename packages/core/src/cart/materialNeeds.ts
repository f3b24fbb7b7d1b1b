import type { BoqResponse, HouseResult } from '@nirmaan/calculators';
import type { MaterialNeed } from './shoppingList.ts';

/** Cubic feet in a cubic metre: sand and aggregate are sold by the cft. */
export const CFT_PER_M3 = 35.3147;

const wholeUp = (value: number) => Math.ceil(Math.round(value * 1000) / 1000);
const cft = (cubicMetres: number) => wholeUp(cubicMetres * CFT_PER_M3);

export function cementNeed(bags: number, type = 'OPC 43'): MaterialNeed {
  return {
    label: `Cement (${type})`,
    search: `${type} cement`,
    fallbackSearch: 'cement',
    quantity: wholeUp(bags),
    unit: 'Bag',
    quoteMaterial: 'Cement',
    quoteUnit: 'Bags',
  };
}

export function sandNeed(cubicMetres: number, use: 'concrete' | 'plastering' | 'masonry'): MaterialNeed {
  const search = use === 'plastering' ? 'plastering sand' : 'sand';
  return {
    label: use === 'plastering' ? 'Plastering sand' : 'Sand (M-Sand)',
    search,
    quantity: cft(cubicMetres),
    unit: 'Cft',
    quoteMaterial: 'Bulk Material (Sand, Aggregate)',
    quoteUnit: 'Cubic Feet (Cft)',
  };
}

export function aggregateNeed(cubicMetres: number): MaterialNeed {
  return {
    label: '20 mm aggregate',
    search: '20 mm aggregate',
    quantity: cft(cubicMetres),
    unit: 'Cft',
    quoteMaterial: 'Bulk Material (Sand, Aggregate)',
    quoteUnit: 'Cubic Feet (Cft)',
  };
}

export function steelNeed(kg: number): MaterialNeed {
  return { label: 'TMT steel bars', search: 'TMT bar', quantity: wholeUp(kg), unit: 'Kg', quoteMaterial: 'TMT Bars', quoteUnit: 'Other' };
}

export function piecesNeed(label: string, search: string, count: number): MaterialNeed {
  return { label, search, quantity: wholeUp(count), unit: 'Nos', quoteMaterial: 'Bricks and Blocks', quoteUnit: 'Numbers (Nos)' };
}

export function paintNeed(label: string, search: string, litres: number): MaterialNeed {
  return { label, search, quantity: wholeUp(litres), unit: 'Ltr', litresPerPack: true, quoteMaterial: 'Other', quoteUnit: 'Other' };
}

export const nonZeroNeeds = (needs: MaterialNeed[]) => needs.filter((need) => need.quantity > 0);

/** The structural materials of the House Construction Calculator's quantities. */
export function needsFromHouseResult(result: HouseResult): MaterialNeed[] {
  const { quantities } = result;
  return nonZeroNeeds([
    cementNeed(quantities.cementBags),
    steelNeed(quantities.steelKg),
    piecesNeed('Concrete blocks', 'solid concrete block', quantities.blocks),
    piecesNeed('Clay bricks', 'red brick', quantities.clayBricks),
    paintNeed('Emulsion paint', 'emulsion', quantities.paintLitres),
  ]);
}

const BOQ_MASONRY_SEARCH: Readonly<Record<string, string>> = { bricks: 'red brick', 'concrete blocks': 'solid concrete block', 'AAC blocks': 'AAC block' };

/** The bought materials of a bill of quantities: cement, steel, M-sand and the walls' masonry units. */
export function needsFromBoq(response: BoqResponse): MaterialNeed[] {
  const masonrySearch = BOQ_MASONRY_SEARCH[response.masonry_unit];
  const masonryLabel = response.masonry_unit.charAt(0).toUpperCase() + response.masonry_unit.slice(1);
  return nonZeroNeeds([
    cementNeed(response.cement_bags),
    steelNeed(response.steel_kg),
    { ...sandNeed(0, 'concrete'), quantity: wholeUp(response.m_sand_cft) },
    ...(masonrySearch ? [piecesNeed(masonryLabel, masonrySearch, response.masonry_quantity)] : []),
  ]);
}
