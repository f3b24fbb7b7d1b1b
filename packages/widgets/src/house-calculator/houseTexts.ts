import {
  HOUSE_FINISH_OPTIONS,
  HOUSE_FLOORING_OPTIONS,
  HOUSE_INPUT_RANGES,
  HOUSE_INTERIOR_OPTIONS,
  HOUSE_PAINT_OPTIONS,
  HOUSE_SANITARY_OPTIONS,
  HOUSE_WALL_TYPE_OPTIONS,
  HOUSE_WOODWORK_OPTIONS,
  type HouseResult,
} from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { HouseChoiceKey, HouseFormError } from './houseForm.ts';
import type { HouseMessages } from './houseMessages.ts';

/** Pure text builders of the house calculator: each takes the catalogue in the language shown and its number formats. */

const percentOf = (fraction: number, format: LocaleFormat) => format.number(Math.round(fraction * 100));

/** An option with its surcharge in brackets when it has one: 'Marble (+10%)'. */
function withSurcharge(option: string, surcharge: number, messages: HouseMessages, format: LocaleFormat): string {
  return surcharge > 0 ? messages.optionWithSurcharge({ option, percent: percentOf(surcharge, format) }) : option;
}

/** The options of a select, rates and surcharges in the option text ('Standard (₹1,800/sq ft)', 'Marble (+10%)'). */
export function houseChoiceOptions(key: HouseChoiceKey, messages: HouseMessages, format: LocaleFormat): Array<{ value: string; label: string }> {
  switch (key) {
    case 'wallType':
      return HOUSE_WALL_TYPE_OPTIONS.map(({ id }) => ({ value: id, label: messages[`wallType.${id}`]() }));
    case 'finish':
      return HOUSE_FINISH_OPTIONS.map(({ id, ratePerSqft }) => ({
        value: id,
        label: messages.finishOption({ finish: messages[`finish.${id}`](), rate: format.rupees(ratePerSqft) }),
      }));
    case 'woodwork':
      return HOUSE_WOODWORK_OPTIONS.map(({ id, surcharge }) => ({
        value: id,
        label: withSurcharge(messages[`woodwork.${id}`](), surcharge, messages, format),
      }));
    case 'flooring':
      return HOUSE_FLOORING_OPTIONS.map(({ id, surcharge }) => ({
        value: id,
        label: withSurcharge(messages[`flooring.${id}`](), surcharge, messages, format),
      }));
    case 'paint':
      return HOUSE_PAINT_OPTIONS.map(({ id, surcharge }) => ({ value: id, label: withSurcharge(messages[`paint.${id}`](), surcharge, messages, format) }));
    case 'sanitary':
      return HOUSE_SANITARY_OPTIONS.map(({ id, surcharge }) => ({
        value: id,
        label: withSurcharge(messages[`sanitary.${id}`](), surcharge, messages, format),
      }));
    case 'interior':
      return HOUSE_INTERIOR_OPTIONS.map(({ id, surcharge }) => ({
        value: id,
        label: withSurcharge(messages[`interior.${id}`](), surcharge, messages, format),
      }));
  }
}

/** A refused box's message: the spec's plot message, or the range a count must be in. */
export function houseErrorText(error: HouseFormError, messages: HouseMessages): string {
  if (error === 'plot') return messages['error.plot']();
  return messages[`error.${error}`](HOUSE_INPUT_RANGES[error]);
}

export interface HouseMaterialRow {
  material: string;
  quantity: string;
  unit: string;
}

/** The material table: per-sq-ft quantities of the built-up area; bricks or blocks by the wall type. */
export function houseMaterialRows(result: HouseResult, messages: HouseMessages, format: LocaleFormat): HouseMaterialRow[] {
  const q = result.quantities;
  const row = (material: keyof typeof MATERIAL_UNITS, quantity: number): HouseMaterialRow => ({
    material: messages[`material.${material}`](),
    quantity: format.number(quantity),
    unit: messages[`unit.${MATERIAL_UNITS[material]}`](),
  });
  return [
    row('cement', q.cementBags),
    row('steel', q.steelKg),
    ...(q.clayBricks > 0 ? [row('clayBricks', q.clayBricks)] : []),
    ...(q.blocks > 0 ? [row('blocks', q.blocks)] : []),
    row('doorsAndWindows', q.doorsAndWindows),
    row('paint', q.paintLitres),
    row('sanitary', q.sanitaryUnits),
    row('flooring', q.flooringAreaSqft),
    row('interior', q.interiorAreaSqft),
  ];
}

/** The unit each material of the table is counted in (spec: bags of 50 kg). */
const MATERIAL_UNITS = {
  cement: 'bags',
  steel: 'kg',
  clayBricks: 'pieces',
  blocks: 'pieces',
  doorsAndWindows: 'units',
  paint: 'litres',
  sanitary: 'units',
  flooring: 'sqft',
  interior: 'sqft',
} as const;
