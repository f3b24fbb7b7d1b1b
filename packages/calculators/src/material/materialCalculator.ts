import { ceilClean, isPositive, roundTo2 } from '../shared/numbers.ts';
import {
  BINDING_WIRE_KG_PER_M2,
  BRICK_CLASSES,
  BRICKWORK_SAND_M3_PER_M2,
  CEMENT_TYPES,
  CONCRETE_AGGREGATE_M3_PER_M3,
  CONCRETE_GRADES,
  CONCRETE_SAND_M3_PER_M3,
  CONCRETE_WATER_LITRES_PER_M3,
  DEFAULT_BRICK_CLASS,
  DEFAULT_CEMENT_TYPE,
  DEFAULT_CONCRETE_GRADE,
  DEFAULT_PLASTER_THICKNESS_MM,
  DEFAULT_STEEL_GRADE,
  MATERIAL_WASTAGE_ADVICE,
  PAINT_M2_PER_LITRE,
  PLASTER_SAND_M3_PER_M3,
  PRIMER_M2_PER_LITRE,
  STEEL_DISTRIBUTION_BAR_SHARE,
  STEEL_GRADES,
  STEEL_MAIN_BAR_SHARE,
  type BrickClassId,
  type CementTypeId,
  type ConcreteGradeId,
  type MaterialCalculationType,
  type MaterialUnit,
  type SteelGradeId,
} from './catalogue.ts';

/*
 * Rounding: quantities follow IS 1200 (areas to 0.01 m², volumes to 0.01 m³) and are given to 2 decimals;
 * cement is bought in whole 50 kg bags and bricks in whole pieces, so those counts are rounded up.
 * Every quantity is computed from the unrounded area or volume. An empty box is `NaN`.
 */

/** The two dimensions every calculation type asks for. */
interface SurfaceDimensions {
  /** Metres. */
  length: number;
  /** Metres. */
  width: number;
}

export interface ConcreteInput extends SurfaceDimensions {
  type: 'concrete';
  grade: ConcreteGradeId;
  /** Slab thickness in millimetres; used when given (any number other than 0 or NaN). */
  thicknessMm: number;
  /** Height in metres; used when no thickness is given. */
  height: number;
}

export interface BrickworkInput extends SurfaceDimensions {
  type: 'brickwork';
  brickClass: BrickClassId;
}

export interface SteelInput extends SurfaceDimensions {
  type: 'steel';
  grade: SteelGradeId;
}

export interface PlasterInput extends SurfaceDimensions {
  type: 'plaster';
  cementType: CementTypeId;
  /** Millimetres; 12 mm when not given (0 or NaN). */
  thicknessMm: number;
}

export interface PaintInput extends SurfaceDimensions {
  type: 'paint';
}

export type MaterialInput = ConcreteInput | BrickworkInput | SteelInput | PlasterInput | PaintInput;

/** One row of the results panel. */
export interface MaterialLine {
  material: string;
  quantity: number;
  unit: MaterialUnit;
}

interface MaterialResultBase {
  /** The rows of the results panel, in display order. */
  lines: MaterialLine[];
  notes: string[];
}

export interface ConcreteResult extends MaterialResultBase {
  type: 'concrete';
  /** The depth used: thickness / 1000 when a thickness was given, else the height, in metres. */
  depthM: number;
  volumeM3: number;
  cementBags: number;
  sandM3: number;
  aggregateM3: number;
  waterLitres: number;
}

export interface BrickworkResult extends MaterialResultBase {
  type: 'brickwork';
  areaM2: number;
  bricks: number;
  cementBags: number;
  sandM3: number;
}

export interface SteelResult extends MaterialResultBase {
  type: 'steel';
  areaM2: number;
  totalSteelKg: number;
  mainBarsKg: number;
  distributionBarsKg: number;
  bindingWireKg: number;
}

export interface PlasterResult extends MaterialResultBase {
  type: 'plaster';
  areaM2: number;
  thicknessMm: number;
  volumeM3: number;
  cementBags: number;
  sandM3: number;
}

export interface PaintResult extends MaterialResultBase {
  type: 'paint';
  areaM2: number;
  primerLitres: number;
  paintLitres: number;
}

export type MaterialResult = ConcreteResult | BrickworkResult | SteelResult | PlasterResult | PaintResult;

export type MaterialField = 'length' | 'width' | 'thicknessMm' | 'height';

export interface MaterialValidationError {
  field: MaterialField;
  message: string;
}

export const MATERIAL_MESSAGES = {
  /** Spec section 5, the alert of the Material Calculator. */
  dimensions: 'Please enter valid dimensions',
} as const;

export type MaterialOutcome = { ok: true; result: MaterialResult } | { ok: false; errors: MaterialValidationError[] };

/** A thickness counts as given when it is a number other than 0, as the original form treats an empty or 0 box. */
function isGiven(value: number): boolean {
  return Number.isFinite(value) && value !== 0;
}

/** Every problem with the input, in form order; empty when the input can be calculated. */
export function validateMaterialInput(input: MaterialInput): MaterialValidationError[] {
  const errors: MaterialValidationError[] = [];
  const invalid = (field: MaterialField) => errors.push({ field, message: MATERIAL_MESSAGES.dimensions });
  if (!isPositive(input.length)) invalid('length');
  if (!isPositive(input.width)) invalid('width');
  if (input.type === 'concrete') {
    if (isGiven(input.thicknessMm)) {
      if (!isPositive(input.thicknessMm)) invalid('thicknessMm');
    } else if (!isPositive(input.height)) {
      invalid('height');
    }
  }
  if (input.type === 'plaster' && isGiven(input.thicknessMm) && !isPositive(input.thicknessMm)) invalid('thicknessMm');
  return errors;
}

/** Quantities for one of the five calculation types (spec/seller-admin-toolkit.md section 9). */
export function calculateMaterial(input: MaterialInput): MaterialOutcome {
  const errors = validateMaterialInput(input);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, result: resultFor(input) };
}

function resultFor(input: MaterialInput): MaterialResult {
  switch (input.type) {
    case 'concrete':
      return concreteQuantities(input);
    case 'brickwork':
      return brickworkQuantities(input);
    case 'steel':
      return steelQuantities(input);
    case 'plaster':
      return plasterQuantities(input);
    case 'paint':
      return paintQuantities(input);
  }
}

/**
 * Concrete volume = length x width x (thickness in mm / 1000 if given, else height);
 * cement bags = volume x the grade's bags per m³ (M15 5.5, M20 7, M25 8.5, M30 10, M35 11.5);
 * sand = volume x 0.5; aggregate = volume x 0.75; water = volume x 200 litres.
 */
export function concreteQuantities(input: ConcreteInput): ConcreteResult {
  const depthM = isGiven(input.thicknessMm) ? input.thicknessMm / 1000 : input.height;
  const volume = input.length * input.width * depthM;
  const volumeM3 = roundTo2(volume);
  const cementBags = ceilClean(volume * CONCRETE_GRADES[input.grade].cementBagsPerM3);
  const sandM3 = roundTo2(volume * CONCRETE_SAND_M3_PER_M3);
  const aggregateM3 = roundTo2(volume * CONCRETE_AGGREGATE_M3_PER_M3);
  const waterLitres = roundTo2(volume * CONCRETE_WATER_LITRES_PER_M3);
  return {
    type: 'concrete',
    depthM,
    volumeM3,
    cementBags,
    sandM3,
    aggregateM3,
    waterLitres,
    lines: [
      { material: 'Concrete volume', quantity: volumeM3, unit: 'cubic metres' },
      { material: `Cement (${input.grade})`, quantity: cementBags, unit: 'bags' },
      { material: 'Sand', quantity: sandM3, unit: 'cubic metres' },
      { material: 'Aggregate', quantity: aggregateM3, unit: 'cubic metres' },
      { material: 'Water', quantity: waterLitres, unit: 'litres' },
    ],
    notes: [MATERIAL_WASTAGE_ADVICE],
  };
}

/**
 * Brickwork area = length x width; bricks = area / the class's divisor (First Class 0.02,
 * Second Class 0.021, Common 0.022); cement = area x 0.3, 0.35 or 0.4 bags; sand = area x 0.03 m³.
 */
export function brickworkQuantities(input: BrickworkInput): BrickworkResult {
  const brickClass = BRICK_CLASSES[input.brickClass];
  const area = input.length * input.width;
  const areaM2 = roundTo2(area);
  const bricks = ceilClean(area / brickClass.areaDivisor);
  const cementBags = ceilClean(area * brickClass.cementBagsPerM2);
  const sandM3 = roundTo2(area * BRICKWORK_SAND_M3_PER_M2);
  return {
    type: 'brickwork',
    areaM2,
    bricks,
    cementBags,
    sandM3,
    lines: [
      { material: 'Wall area', quantity: areaM2, unit: 'square metres' },
      { material: `Bricks (${brickClass.label})`, quantity: bricks, unit: 'pieces' },
      { material: 'Cement', quantity: cementBags, unit: 'bags' },
      { material: 'Sand', quantity: sandM3, unit: 'cubic metres' },
    ],
    notes: [MATERIAL_WASTAGE_ADVICE],
  };
}

/**
 * Steel = area x the grade's kg per m² (Fe250 10, Fe415 8, Fe500 7, Fe550 6.5);
 * main bars 60%, distribution bars 40%; binding wire = area x 0.15 kg.
 */
export function steelQuantities(input: SteelInput): SteelResult {
  const area = input.length * input.width;
  const totalSteel = area * STEEL_GRADES[input.grade].kgPerM2;
  const areaM2 = roundTo2(area);
  const totalSteelKg = roundTo2(totalSteel);
  const mainBarsKg = roundTo2(totalSteel * STEEL_MAIN_BAR_SHARE);
  const distributionBarsKg = roundTo2(totalSteel * STEEL_DISTRIBUTION_BAR_SHARE);
  const bindingWireKg = roundTo2(area * BINDING_WIRE_KG_PER_M2);
  return {
    type: 'steel',
    areaM2,
    totalSteelKg,
    mainBarsKg,
    distributionBarsKg,
    bindingWireKg,
    lines: [
      { material: 'Slab area', quantity: areaM2, unit: 'square metres' },
      { material: `Total steel (${input.grade})`, quantity: totalSteelKg, unit: 'kg' },
      { material: 'Main bars (60%)', quantity: mainBarsKg, unit: 'kg' },
      { material: 'Distribution bars (40%)', quantity: distributionBarsKg, unit: 'kg' },
      { material: 'Binding wire', quantity: bindingWireKg, unit: 'kg' },
    ],
    notes: [MATERIAL_WASTAGE_ADVICE],
  };
}

/**
 * Plaster volume = length x width x thickness / 1000 (thickness 12 mm unless given);
 * cement = volume x the cement's bags per m³ (OPC33 13, OPC43 12, OPC53 11, PPC 12.5); sand = volume x 1.2 m³.
 */
export function plasterQuantities(input: PlasterInput): PlasterResult {
  const thicknessMm = isGiven(input.thicknessMm) ? input.thicknessMm : DEFAULT_PLASTER_THICKNESS_MM;
  const area = input.length * input.width;
  const volume = (area * thicknessMm) / 1000;
  const areaM2 = roundTo2(area);
  const volumeM3 = roundTo2(volume);
  const cementBags = ceilClean(volume * CEMENT_TYPES[input.cementType].bagsPerM3OfPlaster);
  const sandM3 = roundTo2(volume * PLASTER_SAND_M3_PER_M3);
  return {
    type: 'plaster',
    areaM2,
    thicknessMm,
    volumeM3,
    cementBags,
    sandM3,
    lines: [
      { material: 'Plaster area', quantity: areaM2, unit: 'square metres' },
      { material: `Plaster volume (${thicknessMm} mm)`, quantity: volumeM3, unit: 'cubic metres' },
      { material: `Cement (${CEMENT_TYPES[input.cementType].label})`, quantity: cementBags, unit: 'bags' },
      { material: 'Sand', quantity: sandM3, unit: 'cubic metres' },
    ],
    notes: [MATERIAL_WASTAGE_ADVICE],
  };
}

/** Primer = area / 12 litres; paint = area / 10 litres. */
export function paintQuantities(input: PaintInput): PaintResult {
  const area = input.length * input.width;
  const areaM2 = roundTo2(area);
  const primerLitres = roundTo2(area / PRIMER_M2_PER_LITRE);
  const paintLitres = roundTo2(area / PAINT_M2_PER_LITRE);
  return {
    type: 'paint',
    areaM2,
    primerLitres,
    paintLitres,
    lines: [
      { material: 'Paint area', quantity: areaM2, unit: 'square metres' },
      { material: 'Primer', quantity: primerLitres, unit: 'litres' },
      { material: 'Paint', quantity: paintLitres, unit: 'litres' },
    ],
    notes: [MATERIAL_WASTAGE_ADVICE],
  };
}

type MaterialInputOf<Type extends MaterialCalculationType> = Extract<MaterialInput, { type: Type }>;

const EMPTY = Number.NaN;

const DEFAULT_INPUT_FACTORIES: { readonly [Type in MaterialCalculationType]: () => MaterialInputOf<Type> } = {
  concrete: () => ({ type: 'concrete', length: EMPTY, width: EMPTY, thicknessMm: EMPTY, height: EMPTY, grade: DEFAULT_CONCRETE_GRADE }),
  brickwork: () => ({ type: 'brickwork', length: EMPTY, width: EMPTY, brickClass: DEFAULT_BRICK_CLASS }),
  steel: () => ({ type: 'steel', length: EMPTY, width: EMPTY, grade: DEFAULT_STEEL_GRADE }),
  plaster: () => ({ type: 'plaster', length: EMPTY, width: EMPTY, thicknessMm: EMPTY, cementType: DEFAULT_CEMENT_TYPE }),
  paint: () => ({ type: 'paint', length: EMPTY, width: EMPTY }),
};

/**
 * The form's starting values for a calculation type: empty dimensions and the spec defaults
 * (M20, OPC 43, Fe415, First Class). Selecting a type resets the inputs to these.
 */
export function defaultMaterialInput<Type extends MaterialCalculationType>(type: Type): MaterialInputOf<Type> {
  const factory: () => MaterialInputOf<Type> = DEFAULT_INPUT_FACTORIES[type];
  return factory();
}
