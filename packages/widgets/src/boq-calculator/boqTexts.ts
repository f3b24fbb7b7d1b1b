import { BOQ_CHOICE_FIELDS, BOQ_LIMITS, BOQ_OPTIONS, type BoqResponse } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { FigureRow } from '../calculator-shared/FigureGroup.tsx';
import type { BoqChoiceKey, BoqCountField, BoqFormError } from './boqForm.ts';
import type { BoqMessages } from './boqMessages.ts';

/** Pure text builders of the BOQ calculator: each takes the catalogue in the language shown and its number formats. */

/** A spec value as a select key of the catalogue: 'Concrete Block' -> 'ConcreteBlock'. */
const selectKey = (value: string) => value.replace(/ /g, '');

/** The number boxes in form order, labelled, with their limits as hints (spec §5: floors, kitchens and bedrooms at least 1). */
export function boqCountFields(messages: BoqMessages, format: LocaleFormat): Array<{ field: BoqCountField; label: string; hint: string }> {
  const { min, max } = BOQ_LIMITS.plot_size;
  return [
    { field: 'plot_size', label: messages['field.plot_size'](), hint: messages['hint.plot_size']({ min: format.number(min), max: format.number(max) }) },
    { field: 'no_of_floors', label: messages['field.no_of_floors'](), hint: messages['hint.no_of_floors']() },
    { field: 'no_of_kitchens', label: messages['field.no_of_kitchens'](), hint: messages['hint.atLeastOne']() },
    { field: 'no_of_bedrooms', label: messages['field.no_of_bedrooms'](), hint: messages['hint.atLeastOne']() },
  ];
}

/** A box's error in the language shown; ranges written the language's way. */
export function boqErrorText(error: BoqFormError, messages: BoqMessages, format: LocaleFormat): string {
  const field = error.slice(error.indexOf('.') + 1) as BoqCountField;
  const { min, max } = BOQ_LIMITS[field];
  return error.startsWith('required.') ? messages[`required.${field}`]() : messages[`invalid.${field}`]({ min: format.number(min), max: format.number(max) });
}

/** A choice's value as the select shows it ('Vetrified' keeps the spec's spelling in English). */
export function boqChoiceText(key: BoqChoiceKey, value: string, messages: BoqMessages): string {
  const choice = selectKey(value);
  switch (key) {
    case 'construction_quality':
      return messages.quality({ quality: choice });
    case 'wall_type':
      return messages.wall({ wall: choice });
    case 'staircase_type':
      return messages.staircase({ staircase: choice });
    case 'gate_type':
      return messages.gate({ gate: choice });
    case 'floor_type':
      return messages.floor({ floor: choice });
    case 'paint_type':
      return messages.paint({ paint: choice });
  }
}

/** The selects in form order, labelled and with their options in the language shown. */
export function boqChoices(messages: BoqMessages): Array<{ key: BoqChoiceKey; label: string; options: Array<{ value: string; label: string }> }> {
  return BOQ_CHOICE_FIELDS.map((key) => ({
    key,
    label: messages[`choice.${key}`](),
    options: BOQ_OPTIONS[key].map(({ value }) => ({ value, label: boqChoiceText(key, value, messages) })),
  }));
}

/** '₹17,00,000 (17 lakh)': BOQ totals are read in lakh in India. */
export function rupeesWithLakh(amount: number, messages: BoqMessages, format: LocaleFormat): string {
  return messages.rupeesWithLakh({ rupees: format.rupees(amount), lakh: format.number(Math.round(amount / 10_000) / 10) });
}

/** What the server's masonry unit counts ('bricks', 'concrete blocks', 'AAC blocks', 'cft of stone masonry'), as a select key. */
function masonryUnitKey(unit: string): string {
  if (unit === 'concrete blocks') return 'concreteBlocks';
  if (unit === 'AAC blocks') return 'aacBlocks';
  return unit === 'bricks' ? 'bricks' : 'stone';
}

export interface BoqMaterialRow {
  material: string;
  quantity: string;
  unit: string;
}

/** The material rows of the results table. */
export function boqMaterialRows(result: BoqResponse, messages: BoqMessages, format: LocaleFormat): BoqMaterialRow[] {
  const row = (material: string, quantity: number, unit: string) => ({ material, quantity: format.number(quantity), unit });
  return [
    row(messages['material.cement'](), result.cement_bags, messages['unit.bags']()),
    row(messages['material.steel'](), result.steel_kg, 'kg'),
    row('M-Sand', result.m_sand_cft, 'cft'),
    row(
      messages['material.masonry']({ wall: boqChoiceText('wall_type', result.wall_type, messages) }),
      result.masonry_quantity,
      messages.masonryUnit({ unit: masonryUnitKey(result.masonry_unit) }),
    ),
    row(messages['material.doors'](), result.doors, messages['unit.pieces']()),
    row(messages['material.windows'](), result.windows, messages['unit.pieces']()),
    row(messages['material.plumbing'](), result.plumbing_points, messages['unit.points']()),
    row(messages['material.electrical'](), result.electrical_points, messages['unit.points']()),
  ];
}

/** The House figures: area, rate and rooms as calculated. */
export function boqHouseRows(result: BoqResponse, messages: BoqMessages, format: LocaleFormat): FigureRow[] {
  return [
    [messages.builtUpArea(), messages.areaValue({ area: format.number(result.built_up_area) })],
    [messages.rate(), messages.ratePerSqft({ rate: format.rupees(result.rate_per_sqft) })],
    [messages.bedrooms(), format.number(result.no_of_bedrooms)],
    [messages.toilets(), format.number(result.no_of_toilets)],
    [messages.rooms(), format.number(result.no_of_rooms)],
    [messages.staircaseLabel(), boqChoiceText('staircase_type', result.staircase_type, messages)],
    [messages.lift(), messages.yesNo({ answer: result.lift_required ? 'yes' : 'no' })],
  ];
}

/** The Cost figures: construction, the extras that apply, the gate and the total in lakh. */
export function boqCostRows(result: BoqResponse, messages: BoqMessages, format: LocaleFormat): FigureRow[] {
  const cost = result.cost_breakdown;
  return [
    [messages['cost.construction'](), format.rupees(cost.construction)],
    ...(cost.lift > 0 ? [[messages.lift(), format.rupees(cost.lift)] as const] : []),
    ...(cost.exterior_staircase > 0 ? [[messages['cost.exteriorStaircase'](), format.rupees(cost.exterior_staircase)] as const] : []),
    [messages['cost.gate'](), format.rupees(cost.gate)],
    [messages['cost.total'](), rupeesWithLakh(result.total_cost, messages, format), true],
  ];
}
