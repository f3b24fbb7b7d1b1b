import { needsFromBoq, needsFromHouseResult, needsFromMaterialResult, type MaterialNeed, type RfqSource } from '@nirmaan/core';
import type { BoqResponse, HouseResult, MaterialInput, MaterialResult } from '@nirmaan/calculators';

/** A calculation on the page: its materials, and where a request made of them comes from. */
export interface PageCalculation {
  needs: MaterialNeed[];
  source: Extract<RfqSource, 'boq' | 'calculator'>;
}

/**
 * The materials of a `nirmaan-calculated` event, by the element that fired it (the material, house
 * or BOQ calculator); null for another element or a detail that is not a calculation's (a partner's
 * page may fire events of its own).
 */
export function calculationOf(tagName: string, detail: unknown): PageCalculation | null {
  if (typeof detail !== 'object' || detail === null || !('result' in detail)) return null;
  try {
    switch (tagName.toLowerCase()) {
      case 'nirmaan-boq-calculator':
        return { needs: needsFromBoq((detail as { result: BoqResponse }).result), source: 'boq' };
      case 'nirmaan-house-calculator':
        return { needs: needsFromHouseResult((detail as { result: HouseResult }).result), source: 'calculator' };
      case 'nirmaan-material-calculator': {
        const { input, result } = detail as { input: MaterialInput; result: MaterialResult };
        return { needs: needsFromMaterialResult(input, result), source: 'calculator' };
      }
      default:
        return null;
    }
  } catch {
    return null;
  }
}
