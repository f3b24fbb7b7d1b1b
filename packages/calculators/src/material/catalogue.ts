/**
 * Material Calculator constants, exactly as spec/seller-admin-toolkit.md section 9 lists them.
 * Lengths are in metres, so areas are square metres and volumes cubic metres.
 */

/** One choice of a select: the value the calculator takes and the text a person reads. */
export interface MaterialOption<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

export const MATERIAL_CALCULATION_TYPES = ['concrete', 'brickwork', 'steel', 'plaster', 'paint'] as const;

export type MaterialCalculationType = (typeof MATERIAL_CALCULATION_TYPES)[number];

export const MATERIAL_CALCULATION_TYPE_OPTIONS: readonly MaterialOption<MaterialCalculationType>[] = [
  { id: 'concrete', label: 'Concrete' },
  { id: 'brickwork', label: 'Brickwork' },
  { id: 'steel', label: 'Steel' },
  { id: 'plaster', label: 'Plaster' },
  { id: 'paint', label: 'Paint' },
];

/** The units results are given in (spec: cubic metres, square metres, bags (50 kg), litres, pieces, kg). */
export type MaterialUnit = 'cubic metres' | 'square metres' | 'bags' | 'litres' | 'pieces' | 'kg';

/** Weight of one cement bag in kg. */
export const CEMENT_BAG_KG = 50;

// ---------------------------------------------------------------- concrete

export const CONCRETE_GRADE_IDS = ['M15', 'M20', 'M25', 'M30', 'M35'] as const;

export type ConcreteGradeId = (typeof CONCRETE_GRADE_IDS)[number];

export interface ConcreteGrade extends MaterialOption<ConcreteGradeId> {
  /** 50 kg cement bags per cubic metre of concrete. */
  readonly cementBagsPerM3: number;
}

export const CONCRETE_GRADES: Readonly<Record<ConcreteGradeId, ConcreteGrade>> = {
  M15: { id: 'M15', label: 'M15', cementBagsPerM3: 5.5 },
  M20: { id: 'M20', label: 'M20', cementBagsPerM3: 7 },
  M25: { id: 'M25', label: 'M25', cementBagsPerM3: 8.5 },
  M30: { id: 'M30', label: 'M30', cementBagsPerM3: 10 },
  M35: { id: 'M35', label: 'M35', cementBagsPerM3: 11.5 },
};

export const CONCRETE_GRADE_OPTIONS: readonly ConcreteGrade[] = CONCRETE_GRADE_IDS.map((id) => CONCRETE_GRADES[id]);

/** Cubic metres of sand per cubic metre of concrete. */
export const CONCRETE_SAND_M3_PER_M3 = 0.5;
/** Cubic metres of coarse aggregate per cubic metre of concrete. */
export const CONCRETE_AGGREGATE_M3_PER_M3 = 0.75;
/** Litres of water per cubic metre of concrete. */
export const CONCRETE_WATER_LITRES_PER_M3 = 200;

// ---------------------------------------------------------------- brickwork

export const BRICK_CLASS_IDS = ['firstClass', 'secondClass', 'common'] as const;

export type BrickClassId = (typeof BRICK_CLASS_IDS)[number];

export interface BrickClass extends MaterialOption<BrickClassId> {
  /** The spec's per-sq-m divisor: bricks = area / divisor (the face of one brick with its joint, in m²). */
  readonly areaDivisor: number;
  /** 50 kg cement bags per square metre of wall. */
  readonly cementBagsPerM2: number;
}

export const BRICK_CLASSES: Readonly<Record<BrickClassId, BrickClass>> = {
  firstClass: { id: 'firstClass', label: 'First Class', areaDivisor: 0.02, cementBagsPerM2: 0.3 },
  secondClass: { id: 'secondClass', label: 'Second Class', areaDivisor: 0.021, cementBagsPerM2: 0.35 },
  common: { id: 'common', label: 'Common', areaDivisor: 0.022, cementBagsPerM2: 0.4 },
};

export const BRICK_CLASS_OPTIONS: readonly BrickClass[] = BRICK_CLASS_IDS.map((id) => BRICK_CLASSES[id]);

/** Cubic metres of sand per square metre of brickwork. */
export const BRICKWORK_SAND_M3_PER_M2 = 0.03;

// ---------------------------------------------------------------- steel

export const STEEL_GRADE_IDS = ['Fe250', 'Fe415', 'Fe500', 'Fe550'] as const;

export type SteelGradeId = (typeof STEEL_GRADE_IDS)[number];

export interface SteelGrade extends MaterialOption<SteelGradeId> {
  /** Kilograms of steel per square metre of slab. */
  readonly kgPerM2: number;
}

export const STEEL_GRADES: Readonly<Record<SteelGradeId, SteelGrade>> = {
  Fe250: { id: 'Fe250', label: 'Fe250', kgPerM2: 10 },
  Fe415: { id: 'Fe415', label: 'Fe415', kgPerM2: 8 },
  Fe500: { id: 'Fe500', label: 'Fe500', kgPerM2: 7 },
  Fe550: { id: 'Fe550', label: 'Fe550', kgPerM2: 6.5 },
};

export const STEEL_GRADE_OPTIONS: readonly SteelGrade[] = STEEL_GRADE_IDS.map((id) => STEEL_GRADES[id]);

/** Share of the steel that goes into main bars. */
export const STEEL_MAIN_BAR_SHARE = 0.6;
/** Share of the steel that goes into distribution bars. */
export const STEEL_DISTRIBUTION_BAR_SHARE = 0.4;
/** Kilograms of binding wire per square metre. */
export const BINDING_WIRE_KG_PER_M2 = 0.15;

// ---------------------------------------------------------------- plaster

export const CEMENT_TYPE_IDS = ['OPC33', 'OPC43', 'OPC53', 'PPC'] as const;

export type CementTypeId = (typeof CEMENT_TYPE_IDS)[number];

export interface CementType extends MaterialOption<CementTypeId> {
  /** 50 kg cement bags per cubic metre of plaster. */
  readonly bagsPerM3OfPlaster: number;
}

export const CEMENT_TYPES: Readonly<Record<CementTypeId, CementType>> = {
  OPC33: { id: 'OPC33', label: 'OPC 33', bagsPerM3OfPlaster: 13 },
  OPC43: { id: 'OPC43', label: 'OPC 43', bagsPerM3OfPlaster: 12 },
  OPC53: { id: 'OPC53', label: 'OPC 53', bagsPerM3OfPlaster: 11 },
  PPC: { id: 'PPC', label: 'PPC', bagsPerM3OfPlaster: 12.5 },
};

export const CEMENT_TYPE_OPTIONS: readonly CementType[] = CEMENT_TYPE_IDS.map((id) => CEMENT_TYPES[id]);

/** Plaster thickness used when none is entered, in millimetres. */
export const DEFAULT_PLASTER_THICKNESS_MM = 12;
/** Cubic metres of sand per cubic metre of plaster. */
export const PLASTER_SAND_M3_PER_M3 = 1.2;

// ---------------------------------------------------------------- paint

/** Square metres one litre of primer covers: primer litres = area / 12. */
export const PRIMER_M2_PER_LITRE = 12;
/** Square metres one litre of paint covers: paint litres = area / 10. */
export const PAINT_M2_PER_LITRE = 10;

// ---------------------------------------------------------------- defaults and advice

export const DEFAULT_MATERIAL_CALCULATION_TYPE: MaterialCalculationType = 'concrete';
export const DEFAULT_CONCRETE_GRADE: ConcreteGradeId = 'M20';
export const DEFAULT_CEMENT_TYPE: CementTypeId = 'OPC43';
export const DEFAULT_STEEL_GRADE: SteelGradeId = 'Fe415';
export const DEFAULT_BRICK_CLASS: BrickClassId = 'firstClass';

export const MATERIAL_WASTAGE_ADVICE = 'Add 5-10% extra for wastage.';
