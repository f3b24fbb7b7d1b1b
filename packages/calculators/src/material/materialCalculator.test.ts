import { describe, expect, it } from 'vitest';
import {
  BRICK_CLASS_OPTIONS,
  CEMENT_TYPE_OPTIONS,
  CONCRETE_GRADE_OPTIONS,
  MATERIAL_CALCULATION_TYPE_OPTIONS,
  STEEL_GRADE_OPTIONS,
  type BrickClassId,
  type CementTypeId,
  type ConcreteGradeId,
  type SteelGradeId,
} from './catalogue.ts';
import {
  calculateMaterial,
  defaultMaterialInput,
  type BrickworkResult,
  type ConcreteResult,
  type MaterialInput,
  type MaterialResult,
  type PaintResult,
  type PlasterResult,
  type SteelResult,
} from './materialCalculator.ts';

function resultOf(input: MaterialInput): MaterialResult {
  const outcome = calculateMaterial(input);
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function messagesOf(input: MaterialInput): string[] {
  const outcome = calculateMaterial(input);
  return outcome.ok ? [] : outcome.errors.map((error) => `${error.field}: ${error.message}`);
}

const concrete = (overrides: Partial<Extract<MaterialInput, { type: 'concrete' }>>) =>
  resultOf({ ...defaultMaterialInput('concrete'), length: 4, width: 3, thicknessMm: 150, ...overrides }) as ConcreteResult;

describe('option lists with labels (spec section 9)', () => {
  it('lists the five calculation types', () => {
    expect(MATERIAL_CALCULATION_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Concrete', 'Brickwork', 'Steel', 'Plaster', 'Paint']);
  });

  it('lists grades, brick classes and cement types with their spec factors', () => {
    expect(CONCRETE_GRADE_OPTIONS.map((g) => [g.label, g.cementBagsPerM3])).toEqual([
      ['M15', 5.5],
      ['M20', 7],
      ['M25', 8.5],
      ['M30', 10],
      ['M35', 11.5],
    ]);
    expect(BRICK_CLASS_OPTIONS.map((b) => [b.label, b.areaDivisor, b.cementBagsPerM2])).toEqual([
      ['First Class', 0.02, 0.3],
      ['Second Class', 0.021, 0.35],
      ['Common', 0.022, 0.4],
    ]);
    expect(STEEL_GRADE_OPTIONS.map((s) => [s.label, s.kgPerM2])).toEqual([
      ['Fe250', 10],
      ['Fe415', 8],
      ['Fe500', 7],
      ['Fe550', 6.5],
    ]);
    expect(CEMENT_TYPE_OPTIONS.map((c) => [c.label, c.bagsPerM3OfPlaster])).toEqual([
      ['OPC 33', 13],
      ['OPC 43', 12],
      ['OPC 53', 11],
      ['PPC', 12.5],
    ]);
  });
});

describe('defaults: M20, OPC 43, Fe415, First Class, empty dimensions', () => {
  it('starts each type with the spec default choice', () => {
    expect(defaultMaterialInput('concrete').grade).toBe('M20');
    expect(defaultMaterialInput('plaster').cementType).toBe('OPC43');
    expect(defaultMaterialInput('steel').grade).toBe('Fe415');
    expect(defaultMaterialInput('brickwork').brickClass).toBe('firstClass');
  });

  it('starts with empty boxes, which the calculator refuses', () => {
    const input = defaultMaterialInput('paint');
    expect(Number.isNaN(input.length) && Number.isNaN(input.width)).toBe(true);
    expect(messagesOf(input)).toEqual(['length: Please enter valid dimensions', 'width: Please enter valid dimensions']);
  });
});

describe('concrete: 4 m x 3 m slab, 150 mm thick', () => {
  it('M20: 1.8 m³, 13 bags, 0.9 m³ sand, 1.35 m³ aggregate, 360 litres water', () => {
    // volume = 4 x 3 x 150 / 1000 = 1.8; cement 1.8 x 7 = 12.6 -> 13 bags; sand 1.8 x 0.5 = 0.9;
    // aggregate 1.8 x 0.75 = 1.35; water 1.8 x 200 = 360.
    const result = concrete({});
    expect(result).toMatchObject({ depthM: 0.15, volumeM3: 1.8, cementBags: 13, sandM3: 0.9, aggregateM3: 1.35, waterLitres: 360 });
    expect(result.lines.map((l) => [l.material, l.quantity, l.unit])).toEqual([
      ['Concrete volume', 1.8, 'cubic metres'],
      ['Cement (M20)', 13, 'bags'],
      ['Sand', 0.9, 'cubic metres'],
      ['Aggregate', 1.35, 'cubic metres'],
      ['Water', 360, 'litres'],
    ]);
    expect(result.notes).toContain('Add 5-10% extra for wastage.');
  });

  const gradeCases: Array<[ConcreteGradeId, number]> = [
    ['M15', 10], // 1.8 x 5.5 = 9.9 -> 10
    ['M20', 13], // 1.8 x 7 = 12.6 -> 13
    ['M25', 16], // 1.8 x 8.5 = 15.3 -> 16
    ['M30', 18], // 1.8 x 10 = 18 exactly
    ['M35', 21], // 1.8 x 11.5 = 20.7 -> 21
  ];
  it.each(gradeCases)('%s needs %i bags', (grade, bags) => {
    expect(concrete({ grade }).cementBags).toBe(bags);
  });

  it('uses the height when no thickness is given (empty or 0)', () => {
    // 2 x 0.5 x 3 = 3 m³; cement 3 x 7 = 21; sand 1.5; aggregate 2.25; water 600.
    for (const thicknessMm of [Number.NaN, 0]) {
      const result = concrete({ length: 2, width: 0.5, thicknessMm, height: 3 });
      expect(result).toMatchObject({ depthM: 3, volumeM3: 3, cementBags: 21, sandM3: 1.5, aggregateM3: 2.25, waterLitres: 600 });
    }
  });

  it('prefers the thickness over the height when both are given', () => {
    expect(concrete({ thicknessMm: 100, height: 3 }).volumeM3).toBe(1.2); // 4 x 3 x 0.1
  });

  it('refuses a missing depth or a negative thickness with the spec message', () => {
    expect(messagesOf({ ...defaultMaterialInput('concrete'), length: 4, width: 3 })).toEqual(['height: Please enter valid dimensions']);
    expect(messagesOf({ ...defaultMaterialInput('concrete'), length: 4, width: 3, thicknessMm: -100, height: 3 })).toEqual([
      'thicknessMm: Please enter valid dimensions',
    ]);
  });
});

describe('brickwork: 5 m x 3 m wall (15 m²)', () => {
  const cases: Array<[BrickClassId, number, number]> = [
    ['firstClass', 750, 5], // 15 / 0.02 = 750; 15 x 0.3 = 4.5 -> 5 bags
    ['secondClass', 715, 6], // 15 / 0.021 = 714.29 -> 715; 15 x 0.35 = 5.25 -> 6
    ['common', 682, 6], // 15 / 0.022 = 681.82 -> 682; 15 x 0.4 = 6
  ];
  it.each(cases)('%s: %i bricks, %i bags, 0.45 m³ sand', (brickClass, bricks, cementBags) => {
    const result = resultOf({ type: 'brickwork', length: 5, width: 3, brickClass }) as BrickworkResult;
    expect(result).toMatchObject({ areaM2: 15, bricks, cementBags, sandM3: 0.45 }); // sand 15 x 0.03
    expect(result.lines[1]?.unit).toBe('pieces');
  });
});

describe('steel: 5 m x 4 m slab (20 m²), 60/40 split, binding wire 0.15 kg/m²', () => {
  const cases: Array<[SteelGradeId, number, number, number]> = [
    ['Fe250', 200, 120, 80], // 20 x 10
    ['Fe415', 160, 96, 64], // 20 x 8
    ['Fe500', 140, 84, 56], // 20 x 7
    ['Fe550', 130, 78, 52], // 20 x 6.5
  ];
  it.each(cases)('%s: %i kg = %i main + %i distribution', (grade, total, main, distribution) => {
    const result = resultOf({ type: 'steel', length: 5, width: 4, grade }) as SteelResult;
    expect(result).toMatchObject({ areaM2: 20, totalSteelKg: total, mainBarsKg: main, distributionBarsKg: distribution, bindingWireKg: 3 });
  });
});

describe('plaster: 10 m x 3 m wall (30 m²)', () => {
  const cases: Array<[CementTypeId, number]> = [
    ['OPC33', 5], // 0.36 x 13 = 4.68 -> 5
    ['OPC43', 5], // 0.36 x 12 = 4.32 -> 5
    ['OPC53', 4], // 0.36 x 11 = 3.96 -> 4
    ['PPC', 5], // 0.36 x 12.5 = 4.5 -> 5
  ];
  it.each(cases)('%s at the default 12 mm: 0.36 m³, %i bags, 0.43 m³ sand', (cementType, bags) => {
    // volume = 30 x 12 / 1000 = 0.36; sand = 0.36 x 1.2 = 0.432 -> 0.43.
    const result = resultOf({ type: 'plaster', length: 10, width: 3, thicknessMm: Number.NaN, cementType }) as PlasterResult;
    expect(result).toMatchObject({ areaM2: 30, thicknessMm: 12, volumeM3: 0.36, cementBags: bags, sandM3: 0.43 });
  });

  it('uses a given thickness: 20 mm gives 0.6 m³, 8 bags of OPC 43, 0.72 m³ sand', () => {
    // 30 x 0.02 = 0.6; 0.6 x 12 = 7.2 -> 8; 0.6 x 1.2 = 0.72.
    const result = resultOf({ type: 'plaster', length: 10, width: 3, thicknessMm: 20, cementType: 'OPC43' }) as PlasterResult;
    expect(result).toMatchObject({ thicknessMm: 20, volumeM3: 0.6, cementBags: 8, sandM3: 0.72 });
  });

  it('refuses a negative thickness', () => {
    expect(messagesOf({ type: 'plaster', length: 10, width: 3, thicknessMm: -12, cementType: 'OPC43' })).toEqual([
      'thicknessMm: Please enter valid dimensions',
    ]);
  });
});

describe('paint: primer = area / 12, paint = area / 10 litres', () => {
  it('120 m² needs 10 litres of primer and 12 of paint', () => {
    const result = resultOf({ type: 'paint', length: 12, width: 10 }) as PaintResult;
    expect(result).toMatchObject({ areaM2: 120, primerLitres: 10, paintLitres: 12 });
  });

  it('35 m² needs 2.92 litres of primer (35 / 12 = 2.9166...) and 3.5 of paint', () => {
    const result = resultOf({ type: 'paint', length: 7, width: 5 }) as PaintResult;
    expect(result).toMatchObject({ primerLitres: 2.92, paintLitres: 3.5 });
  });
});

describe("validation: 'Please enter valid dimensions' (spec section 5)", () => {
  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])('length %d is refused for every type', (length) => {
    for (const option of MATERIAL_CALCULATION_TYPE_OPTIONS) {
      const input = { ...defaultMaterialInput(option.id), length, width: 3, thicknessMm: 100 } as MaterialInput;
      expect(messagesOf(input)).toEqual(['length: Please enter valid dimensions']);
    }
  });

  it('reports length and width together', () => {
    expect(messagesOf({ type: 'steel', length: 0, width: Number.NaN, grade: 'Fe415' })).toEqual([
      'length: Please enter valid dimensions',
      'width: Please enter valid dimensions',
    ]);
  });
});
