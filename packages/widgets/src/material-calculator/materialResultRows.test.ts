import { localeFormat } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { evaluateMaterialForm, initialMaterialForm, type MaterialFormValues } from './materialForm.ts';
import english from './messages/compiled/en.js';
import hindi from './messages/compiled/hi.js';
import { materialResultRows } from './materialResultRows.ts';

function detailOf(values: MaterialFormValues) {
  const outcome = evaluateMaterialForm(values);
  if (!outcome.ok) throw new Error('expected a result');
  return outcome.detail;
}

describe('materialResultRows', () => {
  it('gives the result rows with units, bags of 50 kg', () => {
    const detail = detailOf({ ...initialMaterialForm('concrete'), length: '4', width: '3', thicknessMm: '150' });
    expect(materialResultRows(detail, english, localeFormat('en'))).toEqual([
      { material: 'Concrete volume', quantity: '1.8', unit: 'cubic metres' },
      { material: 'Cement (M20)', quantity: '13', unit: 'bags (50 kg)' },
      { material: 'Sand', quantity: '0.9', unit: 'cubic metres' },
      { material: 'Aggregate', quantity: '1.35', unit: 'cubic metres' },
      { material: 'Water', quantity: '360', unit: 'litres' },
    ]);
  });

  it('names the brick class and groups thousands in lakhs, in Hindi', () => {
    const detail = detailOf({ ...initialMaterialForm('brickwork'), brickClass: 'secondClass', length: '100', width: '30' });
    // 3,000 m² / 0.021 = 1,42,857.14 -> 1,42,858 bricks.
    expect(materialResultRows(detail, hindi, localeFormat('hi'))[1]).toEqual({ material: 'ईंटें (दूसरा दर्जा)', quantity: '1,42,858', unit: 'नग' });
  });
});
