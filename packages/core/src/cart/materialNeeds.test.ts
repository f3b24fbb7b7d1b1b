import { calculateBoq, calculateHouse, calculateMaterial, DEFAULT_BOQ_REQUEST, defaultHouseInput, type MaterialInput } from '@nirmaan/calculators';
import { describe, expect, it } from 'vitest';
import { needsFromMaterialResult } from './materialCalculatorNeeds.ts';
import { CFT_PER_M3, needsFromBoq, needsFromHouseResult } from './materialNeeds.ts';

function materialNeeds(input: MaterialInput) {
  const outcome = calculateMaterial(input);
  if (!outcome.ok) throw new Error('bad input');
  return { result: outcome.result, needs: needsFromMaterialResult(input, outcome.result) };
}

const summary = (needs: ReturnType<typeof needsFromBoq>) => needs.map((need) => [need.label, need.quantity, need.unit]);

describe('what a calculation asks the buyer to buy', () => {
  it('concrete: whole bags of the chosen cement, sand and aggregate in cubic feet', () => {
    // 3 m x 3 m x 150 mm of M20 = 1.35 m³; 7 bags per m³ = 9.45, bought as 10 bags.
    const { result, needs } = materialNeeds({ type: 'concrete', length: 3, width: 3, grade: 'M20', thicknessMm: 150, height: NaN });
    expect(needs[0]).toMatchObject({ label: 'Cement (OPC 43)', quantity: 10, unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' });
    if (result.type !== 'concrete') throw new Error('concrete expected');
    expect(needs[1]).toMatchObject({ unit: 'Cft', quantity: Math.ceil(result.sandM3 * CFT_PER_M3), quoteMaterial: 'Bulk Material (Sand, Aggregate)' });
    expect(needs[2]).toMatchObject({ label: '20 mm aggregate', unit: 'Cft', quantity: Math.ceil(result.aggregateM3 * CFT_PER_M3) });
    expect(needs).toHaveLength(3);
  });

  it('plaster and brickwork name the chosen cement and brick class', () => {
    expect(materialNeeds({ type: 'plaster', length: 10, width: 3, cementType: 'PPC', thicknessMm: 12 }).needs.map((need) => need.label)).toEqual([
      'Cement (PPC)',
      'Plastering sand',
    ]);
    expect(materialNeeds({ type: 'brickwork', length: 10, width: 3, brickClass: 'common' }).needs.map((need) => need.label)).toEqual([
      'Bricks (Common)',
      'Cement (OPC 43)',
      'Sand (M-Sand)',
    ]);
  });

  it('steel: bars by the kg and binding wire; paint: litres to be bought in cans', () => {
    const steel = materialNeeds({ type: 'steel', length: 5, width: 4, grade: 'Fe415' });
    if (steel.result.type !== 'steel') throw new Error('steel expected');
    expect(summary(steel.needs)).toEqual([
      ['TMT steel bars', Math.ceil(steel.result.mainBarsKg + steel.result.distributionBarsKg), 'Kg'],
      ['Binding wire', Math.ceil(steel.result.bindingWireKg), 'Kg'],
    ]);
    const paint = materialNeeds({ type: 'paint', length: 10, width: 3 });
    expect(paint.needs.every((need) => need.unit === 'Ltr' && need.litresPerPack)).toBe(true);
  });

  it('house and BOQ results: cement, steel and the walls they chose', () => {
    const house = calculateHouse({ ...defaultHouseInput(), plotLength: 30, plotWidth: 40, floors: 2 });
    if (!house.ok) throw new Error('house');
    const houseNeeds = needsFromHouseResult(house.result);
    expect(houseNeeds.map((need) => need.label)).toContain('Cement (OPC 43)');
    expect(houseNeeds.every((need) => need.quantity > 0 && Number.isInteger(need.quantity))).toBe(true);

    const boq = calculateBoq({ ...DEFAULT_BOQ_REQUEST, wall_type: 'AAC Block' });
    if (!boq.ok) throw new Error('boq');
    expect(summary(needsFromBoq(boq.result))).toEqual([
      ['Cement (OPC 43)', boq.result.cement_bags, 'Bag'],
      ['TMT steel bars', boq.result.steel_kg, 'Kg'],
      ['Sand (M-Sand)', boq.result.m_sand_cft, 'Cft'],
      ['AAC blocks', boq.result.masonry_quantity, 'Nos'],
    ]);
    // Stone masonry is not sold by the piece: no masonry line.
    const stone = calculateBoq({ ...DEFAULT_BOQ_REQUEST, wall_type: 'Stone' });
    if (!stone.ok) throw new Error('boq');
    expect(needsFromBoq(stone.result).map((need) => need.label)).not.toContain('Cft of stone masonry');
  });
});
