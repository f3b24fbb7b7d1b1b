import { FLOOR_PLAN_LIMITS, NAKSHATRA_NAMES, NAKSHATRAS, type FloorPlan, type HomeDrawingInput, type NakshatraName } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { FigureRow } from '../calculator-shared/FigureGroup.tsx';
import type { HomeDrawingField } from './homeDrawingForm.ts';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';

/**
 * Pure text builders of the home drawing generator. The calculator writes its plan in English; the
 * widget says it again in the language shown from the plan's facts (room kinds and numbers, floor
 * numbers, the nakshatra, its element and direction), with the same rules.
 */

/** A catalogue select key: 'Blood red' -> 'Bloodred'. */
const selectKey = (value: string) => value.replace(/[^A-Za-z]/g, '');

/** The nakshatra select: a prompt, then the nine names. */
export function nakshatraOptions(messages: HomeDrawingMessages): Array<{ value: string; label: string }> {
  return [{ value: '', label: messages.selectNakshatra() }, ...NAKSHATRA_NAMES.map((name) => ({ value: name, label: messages.nakshatra({ name }) }))];
}

/** A box's error in the language shown, with its limits. */
export function homeDrawingErrorText(field: HomeDrawingField, messages: HomeDrawingMessages, format: LocaleFormat): string {
  if (field === 'nakshatra') return messages['error.nakshatra']();
  const { min, max } = FLOOR_PLAN_LIMITS[field];
  return messages[`error.${field}`]({ min: format.number(min), max: format.number(max) });
}

/** The chosen nakshatra's card: its name, 'Fire · faces South · White' and its three traits. */
export function nakshatraCard(name: NakshatraName, messages: HomeDrawingMessages) {
  const nakshatra = NAKSHATRAS[name];
  return {
    name: messages.nakshatra({ name }),
    facts: messages.nakshatraFacts({
      element: messages.element({ element: nakshatra.element }),
      direction: messages.direction({ direction: nakshatra.direction }),
      colour: messages.colour({ colour: selectKey(nakshatra.colorName) }),
    }),
    traits: nakshatra.characteristics.map((_, line) => messages[`trait.${name}`]({ line: String(line) })),
  };
}

/** 'Ground Floor', 'First Floor' ... (the calculator draws at most four floors). */
export const floorTitle = (floorNumber: number, messages: HomeDrawingMessages) => messages.floorName({ floor: String(floorNumber) });

/** A room's name from its kind and the number the calculator gave it ('Bedroom 2'); the first bedroom is the master bedroom. */
export function roomTitle(room: { kind: string; name: string }, messages: HomeDrawingMessages, format: LocaleFormat): string {
  const number = /(\d+)$/.exec(room.name)?.[1];
  const kind = room.kind === 'bedroom' && number === undefined ? 'master' : room.kind;
  return messages.room({ kind, number: number === undefined ? '' : format.number(Number(number)) });
}

/** '12 x 10 ft' for a room's size list, to one decimal. */
export function roomSizeText(room: { width: number; height: number }, messages: HomeDrawingMessages, format: LocaleFormat): string {
  const feet = (value: number) => format.number(Math.round(value * 10) / 10);
  return messages.roomSize({ width: feet(room.width), height: feet(room.height) });
}

/** The Plan figures: plot, floors, total area, direction and nakshatra. */
export function planRows(plan: FloorPlan, messages: HomeDrawingMessages, format: LocaleFormat): FigureRow[] {
  const { width, length, area } = plan.dimensions;
  const name = plan.nakshatra.name as NakshatraName;
  return [
    [messages.plot(), messages.plotValue({ width: format.number(width), length: format.number(length), area: format.number(area) })],
    [messages.floors(), format.number(plan.totalFloors)],
    [messages.totalArea(), messages.areaValue({ area: format.number(plan.totalBuiltUpArea) }), true],
    [messages.mainDirection(), messages.direction({ direction: plan.mainDirection })],
    [
      messages.nakshatraLabel(),
      messages.nakshatraValue({ name: messages.nakshatra({ name }), element: messages.element({ element: NAKSHATRAS[name].element }) }),
    ],
  ];
}

/** The fixed Vastu tips (spec section 9); the entrance tip names the nakshatra's direction. */
export function vastuTipTexts(plan: FloorPlan, messages: HomeDrawingMessages): string[] {
  const direction = messages.direction({ direction: plan.mainDirection });
  return [messages['vastu.kitchen'](), messages['vastu.master'](), messages['vastu.pooja'](), messages['vastu.entrance']({ direction })];
}

/** The recommended features, by the calculator's rules: entrance, colour, the element's two, then the rooms asked for. */
export function featureTexts(plan: FloorPlan, input: HomeDrawingInput, messages: HomeDrawingMessages): string[] {
  const name = plan.nakshatra.name as NakshatraName;
  const nakshatra = NAKSHATRAS[name];
  const features = [
    messages['feature.entrance']({ direction: messages.direction({ direction: nakshatra.direction }) }),
    messages['feature.accents']({ colour: messages.colour({ colour: selectKey(nakshatra.colorName) }), name: messages.nakshatra({ name }) }),
    messages['feature.element']({ element: nakshatra.element, line: '0' }),
    messages['feature.element']({ element: nakshatra.element, line: '1' }),
  ];
  if (input.pooja) features.push(messages['feature.pooja']());
  if (input.parking) features.push(messages['feature.parking']());
  if (input.guest) features.push(messages['feature.guest']());
  if (input.study) features.push(messages['feature.study']({ floor: input.floors > 1 ? 'first' : 'ground' }));
  return features;
}
