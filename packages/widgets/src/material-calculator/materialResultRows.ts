import { CEMENT_TYPES } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { MaterialCalculatedDetail } from './materialForm.ts';
import type { MaterialMessages } from './materialMessages.ts';

export interface MaterialResultRow {
  material: string;
  quantity: string;
  unit: string;
}

type UnitKey = 'cubicMetres' | 'squareMetres' | 'bags' | 'litres' | 'pieces' | 'kg';

/** The lines of a result (its input names the grade, class or cement) as [what, how much, unit key], in the order of the calculator (spec section 9). */
function resultLines({ input, result }: MaterialCalculatedDetail, messages: MaterialMessages): Array<[string, number, UnitKey]> {
  switch (result.type) {
    case 'concrete':
      if (input.type !== 'concrete') return [];
      return [
        [messages['line.concreteVolume'](), result.volumeM3, 'cubicMetres'],
        [messages['line.cementOf']({ name: input.grade }), result.cementBags, 'bags'],
        [messages['line.sand'](), result.sandM3, 'cubicMetres'],
        [messages['line.aggregate'](), result.aggregateM3, 'cubicMetres'],
        [messages['line.water'](), result.waterLitres, 'litres'],
      ];
    case 'brickwork':
      if (input.type !== 'brickwork') return [];
      return [
        [messages['line.wallArea'](), result.areaM2, 'squareMetres'],
        [messages['line.bricks']({ brickClass: messages[`brickClass.${input.brickClass}`]() }), result.bricks, 'pieces'],
        [messages['line.cement'](), result.cementBags, 'bags'],
        [messages['line.sand'](), result.sandM3, 'cubicMetres'],
      ];
    case 'steel':
      if (input.type !== 'steel') return [];
      return [
        [messages['line.slabArea'](), result.areaM2, 'squareMetres'],
        [messages['line.totalSteel']({ grade: input.grade }), result.totalSteelKg, 'kg'],
        [messages['line.mainBars'](), result.mainBarsKg, 'kg'],
        [messages['line.distributionBars'](), result.distributionBarsKg, 'kg'],
        [messages['line.bindingWire'](), result.bindingWireKg, 'kg'],
      ];
    case 'plaster':
      if (input.type !== 'plaster') return [];
      return [
        [messages['line.plasterArea'](), result.areaM2, 'squareMetres'],
        [messages['line.plasterVolume']({ thickness: result.thicknessMm }), result.volumeM3, 'cubicMetres'],
        [messages['line.cementOf']({ name: CEMENT_TYPES[input.cementType].label }), result.cementBags, 'bags'],
        [messages['line.sand'](), result.sandM3, 'cubicMetres'],
      ];
    case 'paint':
      return [
        [messages['line.paintArea'](), result.areaM2, 'squareMetres'],
        [messages['line.primer'](), result.primerLitres, 'litres'],
        [messages['line.paint'](), result.paintLitres, 'litres'],
      ];
  }
}

/** The rows of the results table in the widget's language: material, quantity (Indian grouping), unit (bags of 50 kg). */
export function materialResultRows(detail: MaterialCalculatedDetail, messages: MaterialMessages, format: LocaleFormat): MaterialResultRow[] {
  return resultLines(detail, messages).map(([material, quantity, unit]) => ({
    material,
    quantity: format.number(quantity),
    unit: messages[`unit.${unit}`](),
  }));
}
