import {
  BRICK_CLASS_OPTIONS,
  BRICK_CLASSES,
  calculateMaterial,
  CEMENT_TYPE_OPTIONS,
  CEMENT_TYPES,
  CONCRETE_GRADE_OPTIONS,
  CONCRETE_GRADES,
  DEFAULT_BRICK_CLASS,
  DEFAULT_CEMENT_TYPE,
  DEFAULT_CONCRETE_GRADE,
  DEFAULT_MATERIAL_CALCULATION_TYPE,
  DEFAULT_PLASTER_THICKNESS_MM,
  DEFAULT_STEEL_GRADE,
  MATERIAL_CALCULATION_TYPES,
  STEEL_GRADE_OPTIONS,
  STEEL_GRADES,
  type BrickClassId,
  type CementTypeId,
  type ConcreteGradeId,
  type MaterialCalculationType,
  type MaterialInput,
  type MaterialResult,
  type SteelGradeId,
} from '@nirmaan/calculators';
import { parseNumber } from '@nirmaan/ui';
import { errorsByField, type FieldErrors, type FormEvaluation } from '../calculator-shared/formErrors.ts';

/** What the form holds: the chosen type, its grade or class, and the text of each box. */
export interface MaterialFormValues {
  type: MaterialCalculationType;
  concreteGrade: ConcreteGradeId;
  brickClass: BrickClassId;
  steelGrade: SteelGradeId;
  cementType: CementTypeId;
  /** Metres. */
  length: string;
  /** Metres. */
  width: string;
  /** Millimetres (concrete and plaster). */
  thicknessMm: string;
  /** Metres (concrete, when no thickness is given). */
  height: string;
}

export type MaterialFormField = 'length' | 'width' | 'thicknessMm' | 'height';

export type MaterialFormErrors = FieldErrors<MaterialFormField, MaterialFormError>;

export interface MaterialCalculatedDetail {
  input: MaterialInput;
  result: MaterialResult;
}

/** Form order, for moving focus to the first box that needs attention. */
export const MATERIAL_FORM_FIELD_ORDER: readonly MaterialFormField[] = ['length', 'width', 'thicknessMm', 'height'];

/** The hint under a box, as a key of the catalogue (hint.*). */
export type MaterialHintKey =
  'slabThickness' | 'columnHeight' | 'wallLength' | 'wallHeight' | 'slabLength' | 'slabWidth' | 'plasterThickness' | 'paintLength' | 'paintWidth';

/** A number box of the form: which value it edits (its label is field.<field>) and its hint. */
export interface MaterialFieldSpec {
  field: MaterialFormField;
  hint?: MaterialHintKey;
}

/** The boxes each calculation type asks for, in form order. */
export const MATERIAL_FIELDS: Readonly<Record<MaterialCalculationType, readonly MaterialFieldSpec[]>> = {
  concrete: [{ field: 'length' }, { field: 'width' }, { field: 'thicknessMm', hint: 'slabThickness' }, { field: 'height', hint: 'columnHeight' }],
  brickwork: [
    { field: 'length', hint: 'wallLength' },
    { field: 'width', hint: 'wallHeight' },
  ],
  steel: [
    { field: 'length', hint: 'slabLength' },
    { field: 'width', hint: 'slabWidth' },
  ],
  plaster: [
    { field: 'length', hint: 'wallLength' },
    { field: 'width', hint: 'wallHeight' },
    { field: 'thicknessMm', hint: 'plasterThickness' },
  ],
  paint: [
    { field: 'length', hint: 'paintLength' },
    { field: 'width', hint: 'paintWidth' },
  ],
};

export type MaterialChoiceKey = 'concreteGrade' | 'brickClass' | 'steelGrade' | 'cementType';

/** The select of a calculation type (its label is choice.<key>): grade, brick class or cement type. */
export interface MaterialChoiceSpec {
  key: MaterialChoiceKey;
  /** Grades and cement types as printed (M20, Fe415, OPC 43); brick classes are said in the widget's language. */
  options: ReadonlyArray<{ value: string; label: string }>;
}

const optionsOf = (choices: ReadonlyArray<{ id: string; label: string }>) => choices.map((choice) => ({ value: choice.id, label: choice.label }));

/** Each type's select; paint has none. */
export const MATERIAL_CHOICES: Readonly<Record<MaterialCalculationType, MaterialChoiceSpec | null>> = {
  concrete: { key: 'concreteGrade', options: optionsOf(CONCRETE_GRADE_OPTIONS) },
  brickwork: { key: 'brickClass', options: optionsOf(BRICK_CLASS_OPTIONS) },
  steel: { key: 'steelGrade', options: optionsOf(STEEL_GRADE_OPTIONS) },
  plaster: { key: 'cementType', options: optionsOf(CEMENT_TYPE_OPTIONS) },
  paint: null,
};

/** Sets a select's value, if it is one of its options. */
export function withChoice(values: MaterialFormValues, key: MaterialChoiceKey, value: string): MaterialFormValues {
  const known = Object.values(MATERIAL_CHOICES).some((choice) => choice?.key === key && choice.options.some((option) => option.value === value));
  return known ? { ...values, [key]: value } : values;
}

/**
 * The starting values of a calculation type: empty dimensions, plaster 12 mm thick and the spec
 * defaults M20, First Class, Fe415 and OPC 43. Selecting a type resets the form to these.
 */
export function initialMaterialForm(type: MaterialCalculationType = DEFAULT_MATERIAL_CALCULATION_TYPE): MaterialFormValues {
  return {
    type,
    concreteGrade: DEFAULT_CONCRETE_GRADE,
    brickClass: DEFAULT_BRICK_CLASS,
    steelGrade: DEFAULT_STEEL_GRADE,
    cementType: DEFAULT_CEMENT_TYPE,
    length: '',
    width: '',
    thicknessMm: type === 'plaster' ? String(DEFAULT_PLASTER_THICKNESS_MM) : '',
    height: '',
  };
}

function isKeyOf<T extends string>(record: Readonly<Record<T, unknown>>, value: unknown): value is T {
  return typeof value === 'string' && Object.hasOwn(record, value);
}

function isCalculationType(value: unknown): value is MaterialCalculationType {
  return (MATERIAL_CALCULATION_TYPES as readonly unknown[]).includes(value);
}

/** Starting values from what a page or an element's attributes ask for; unknown choices are ignored. */
export function startingMaterialForm(defaults: Partial<MaterialFormValues> = {}): MaterialFormValues {
  const type = isCalculationType(defaults.type) ? defaults.type : undefined;
  const values = initialMaterialForm(type);
  return {
    ...values,
    concreteGrade: isKeyOf(CONCRETE_GRADES, defaults.concreteGrade) ? defaults.concreteGrade : values.concreteGrade,
    brickClass: isKeyOf(BRICK_CLASSES, defaults.brickClass) ? defaults.brickClass : values.brickClass,
    steelGrade: isKeyOf(STEEL_GRADES, defaults.steelGrade) ? defaults.steelGrade : values.steelGrade,
    cementType: isKeyOf(CEMENT_TYPES, defaults.cementType) ? defaults.cementType : values.cementType,
    length: defaults.length ?? values.length,
    width: defaults.width ?? values.width,
    thicknessMm: defaults.thicknessMm ?? values.thicknessMm,
    height: defaults.height ?? values.height,
  };
}

export function toMaterialInput(values: MaterialFormValues): MaterialInput {
  const length = parseNumber(values.length);
  const width = parseNumber(values.width);
  switch (values.type) {
    case 'concrete':
      return { type: 'concrete', length, width, grade: values.concreteGrade, thicknessMm: parseNumber(values.thicknessMm), height: parseNumber(values.height) };
    case 'brickwork':
      return { type: 'brickwork', length, width, brickClass: values.brickClass };
    case 'steel':
      return { type: 'steel', length, width, grade: values.steelGrade };
    case 'plaster':
      return { type: 'plaster', length, width, cementType: values.cementType, thicknessMm: parseNumber(values.thicknessMm) };
    case 'paint':
      return { type: 'paint', length, width };
  }
}

/** The one thing a material calculation can refuse: a box without a usable dimension (catalogue key error.dimensions). */
export type MaterialFormError = 'dimensions';

/** Calculates the form's values: the input and result, or the 'dimensions' error (Please enter valid dimensions) on each bad box. */
export function evaluateMaterialForm(values: MaterialFormValues): FormEvaluation<MaterialFormField, MaterialCalculatedDetail, MaterialFormError> {
  const input = toMaterialInput(values);
  const outcome = calculateMaterial(input);
  if (outcome.ok) return { ok: true, detail: { input, result: outcome.result } };
  return { ok: false, errors: errorsByField(outcome.errors.map(({ field }) => ({ field, message: 'dimensions' as const }))) };
}
