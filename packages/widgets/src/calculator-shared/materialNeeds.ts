import { BRICK_CLASSES, CEMENT_TYPES, type BoqResponse, type HouseResult, type MaterialInput, type MaterialResult } from '@nirmaan/calculators';
import type { MaterialNeed } from '@nirmaan/core';

/** Cubic feet in a cubic metre: sand and aggregate are sold by the cft. */
export const CFT_PER_M3 = 35.3147;

const wholeUp = (value: number) => Math.ceil(Math.round(value * 1000) / 1000);
const cft = (cubicMetres: number) => wholeUp(cubicMetres * CFT_PER_M3);

function cement(bags: number, type = 'OPC 43'): MaterialNeed {
  return { label: `Cement (${type})`, search: `${type} cement`, fallbackSearch: 'cement', quantity: wholeUp(bags), unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' };
}

function sand(cubicMetres: number, use: 'concrete' | 'plastering' | 'masonry'): MaterialNeed {
  const search = use === 'plastering' ? 'plastering sand' : 'sand';
  return { label: use === 'plastering' ? 'Plastering sand' : 'Sand (M-Sand)', search, quantity: cft(cubicMetres), unit: 'Cft', quoteMaterial: 'Bulk Material (Sand, Aggregate)', quoteUnit: 'Cubic Feet (Cft)' };
}

function aggregate(cubicMetres: number): MaterialNeed {
  return { label: '20 mm aggregate', search: '20 mm aggregate', quantity: cft(cubicMetres), unit: 'Cft', quoteMaterial: 'Bulk Material (Sand, Aggregate)', quoteUnit: 'Cubic Feet (Cft)' };
}

function steel(kg: number): MaterialNeed {
  return { label: 'TMT steel bars', search: 'TMT bar', quantity: wholeUp(kg), unit: 'Kg', quoteMaterial: 'TMT Bars', quoteUnit: 'Other' };
}

function pieces(label: string, search: string, count: number): MaterialNeed {
  return { label, search, quantity: wholeUp(count), unit: 'Nos', quoteMaterial: 'Bricks and Blocks', quoteUnit: 'Numbers (Nos)' };
}

function paint(label: string, search: string, litres: number): MaterialNeed {
  return { label, search, quantity: wholeUp(litres), unit: 'Ltr', litresPerPack: true, quoteMaterial: 'Other', quoteUnit: 'Other' };
}

const nonZero = (needs: MaterialNeed[]) => needs.filter((need) => need.quantity > 0);

/** What the Material Calculator's result asks the buyer to buy (water and areas are not bought). */
export function needsFromMaterialResult(input: MaterialInput, result: MaterialResult): MaterialNeed[] {
  switch (result.type) {
    case 'concrete':
      return nonZero([cement(result.cementBags), sand(result.sandM3, 'concrete'), aggregate(result.aggregateM3)]);
    case 'brickwork': {
      const brickClass = input.type === 'brickwork' ? BRICK_CLASSES[input.brickClass].label : 'First Class';
      return nonZero([pieces(`Bricks (${brickClass})`, 'red brick', result.bricks), cement(result.cementBags), sand(result.sandM3, 'masonry')]);
    }
    case 'steel':
      return nonZero([steel(result.mainBarsKg + result.distributionBarsKg), { ...steel(result.bindingWireKg), label: 'Binding wire', search: 'binding wire' }]);
    case 'plaster': {
      const cementType = input.type === 'plaster' ? CEMENT_TYPES[input.cementType].label : 'OPC 43';
      return nonZero([cement(result.cementBags, cementType), sand(result.sandM3, 'plastering')]);
    }
    case 'paint':
      return nonZero([paint('Primer', 'primer', result.primerLitres), paint('Emulsion paint', 'emulsion', result.paintLitres)]);
  }
}

/** The structural materials of the House Construction Calculator's quantities. */
export function needsFromHouseResult(result: HouseResult): MaterialNeed[] {
  const { quantities } = result;
  return nonZero([
    cement(quantities.cementBags),
    steel(quantities.steelKg),
    pieces('Concrete blocks', 'solid concrete block', quantities.blocks),
    pieces('Clay bricks', 'red brick', quantities.clayBricks),
    paint('Emulsion paint', 'emulsion', quantities.paintLitres),
  ]);
}

const BOQ_MASONRY_SEARCH: Readonly<Record<string, string>> = { bricks: 'red brick', 'concrete blocks': 'solid concrete block', 'AAC blocks': 'AAC block' };

/** The bought materials of a bill of quantities: cement, steel, M-sand and the walls' masonry units. */
export function needsFromBoq(response: BoqResponse): MaterialNeed[] {
  const masonrySearch = BOQ_MASONRY_SEARCH[response.masonry_unit];
  const masonryLabel = response.masonry_unit.charAt(0).toUpperCase() + response.masonry_unit.slice(1);
  return nonZero([
    cement(response.cement_bags),
    steel(response.steel_kg),
    { ...sand(0, 'concrete'), quantity: wholeUp(response.m_sand_cft) },
    ...(masonrySearch ? [pieces(masonryLabel, masonrySearch, response.masonry_quantity)] : []),
  ]);
}
