import { describe, expect, it } from 'vitest';
import {
  evaluateMaterialForm,
  initialMaterialForm,
  MATERIAL_CHOICES,
  MATERIAL_FIELDS,
  startingMaterialForm,
  toMaterialInput,
  withChoice,
} from './materialForm.ts';

describe('material form values', () => {
  it('starts on concrete with the spec defaults M20, First Class, Fe415, OPC 43 and empty dimensions', () => {
    expect(initialMaterialForm()).toEqual({
      type: 'concrete',
      concreteGrade: 'M20',
      brickClass: 'firstClass',
      steelGrade: 'Fe415',
      cementType: 'OPC43',
      length: '',
      width: '',
      thicknessMm: '',
      height: '',
    });
  });

  it('starts plaster at 12 mm', () => {
    expect(initialMaterialForm('plaster').thicknessMm).toBe('12');
  });

  it('asks each type for its own boxes and select', () => {
    expect(MATERIAL_FIELDS.concrete.map((f) => f.field)).toEqual(['length', 'width', 'thicknessMm', 'height']);
    expect(MATERIAL_FIELDS.plaster.map((f) => f.field)).toEqual(['length', 'width', 'thicknessMm']);
    expect(MATERIAL_FIELDS.paint.map((f) => f.field)).toEqual(['length', 'width']);
    expect(MATERIAL_CHOICES.concrete?.options.map((o) => o.label)).toEqual(['M15', 'M20', 'M25', 'M30', 'M35']);
    expect(MATERIAL_CHOICES.plaster?.options.map((o) => o.label)).toEqual(['OPC 33', 'OPC 43', 'OPC 53', 'PPC']);
    expect(MATERIAL_CHOICES.paint).toBeNull();
  });

  it('ignores unknown starting choices and keeps known ones', () => {
    expect(startingMaterialForm({ type: 'roofing' as never, concreteGrade: 'M99' as never })).toEqual(initialMaterialForm());
    expect(startingMaterialForm({ type: 'steel', steelGrade: 'Fe500' })).toMatchObject({ type: 'steel', steelGrade: 'Fe500' });
    expect(withChoice(initialMaterialForm(), 'concreteGrade', 'M30').concreteGrade).toBe('M30');
    expect(withChoice(initialMaterialForm(), 'concreteGrade', 'Fe415').concreteGrade).toBe('M20');
  });

  it('builds the calculator input of the chosen type only', () => {
    const values = { ...initialMaterialForm('brickwork'), length: '5', width: '3', thicknessMm: '99' };
    expect(toMaterialInput(values)).toEqual({ type: 'brickwork', length: 5, width: 3, brickClass: 'firstClass' });
  });

  it("puts the 'dimensions' error (Please enter valid dimensions) on each bad box", () => {
    const outcome = evaluateMaterialForm({ ...initialMaterialForm('steel'), length: '0' });
    expect(outcome).toEqual({ ok: false, errors: { length: 'dimensions', width: 'dimensions' } });
    const concrete = evaluateMaterialForm({ ...initialMaterialForm('concrete'), length: '4', width: '3' });
    expect(concrete).toEqual({ ok: false, errors: { height: 'dimensions' } });
  });
});
