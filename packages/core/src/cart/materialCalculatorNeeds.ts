import { BRICK_CLASSES, CEMENT_TYPES, type MaterialInput, type MaterialResult } from '@nirmaan/calculators';
import type { MaterialNeed } from './shoppingList.ts';
import { aggregateNeed, cementNeed, nonZeroNeeds, paintNeed, piecesNeed, sandNeed, steelNeed } from './materialNeeds.ts';

// Apart from the other calculators' needs (calculator-shared/materialNeeds.ts): only this one needs the brick and cement catalogue.

/** What the Material Calculator's result asks the buyer to buy (water and areas are not bought). */
export function needsFromMaterialResult(input: MaterialInput, result: MaterialResult): MaterialNeed[] {
  switch (result.type) {
    case 'concrete':
      return nonZeroNeeds([cementNeed(result.cementBags), sandNeed(result.sandM3, 'concrete'), aggregateNeed(result.aggregateM3)]);
    case 'brickwork': {
      const brickClass = input.type === 'brickwork' ? BRICK_CLASSES[input.brickClass].label : 'First Class';
      return nonZeroNeeds([
        piecesNeed(`Bricks (${brickClass})`, 'red brick', result.bricks),
        cementNeed(result.cementBags),
        sandNeed(result.sandM3, 'masonry'),
      ]);
    }
    case 'steel':
      return nonZeroNeeds([
        steelNeed(result.mainBarsKg + result.distributionBarsKg),
        { ...steelNeed(result.bindingWireKg), label: 'Binding wire', search: 'binding wire' },
      ]);
    case 'plaster': {
      const cementType = input.type === 'plaster' ? CEMENT_TYPES[input.cementType].label : 'OPC 43';
      return nonZeroNeeds([cementNeed(result.cementBags, cementType), sandNeed(result.sandM3, 'plastering')]);
    }
    case 'paint':
      return nonZeroNeeds([paintNeed('Primer', 'primer', result.primerLitres), paintNeed('Emulsion paint', 'emulsion', result.paintLitres)]);
  }
}
