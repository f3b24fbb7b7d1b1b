// The BOQ calculator's request (spec toolkit §9): its fields, the form's defaults, the messages and
// the rules that check it, and the parsing of an API body into it. The quantities are in boqCalculator.ts.
import { isWholeNumberBetween } from '../shared/numbers.ts';
import {
  BOQ_FLOOR_TYPES,
  BOQ_GATE_TYPES,
  BOQ_LIMITS,
  BOQ_PAINT_TYPES,
  BOQ_QUALITIES,
  BOQ_STAIRCASE_TYPES,
  BOQ_WALL_TYPES,
  type BoqFloorType,
  type BoqGateType,
  type BoqPaintType,
  type BoqQuality,
  type BoqStaircaseType,
  type BoqWallType,
} from './catalogue.ts';
/** The body of POST /api/v1/boq/calculate (and /boq/save), field names as the spec gives them. */
export interface BoqRequest {
  /** Plot size in whole sq ft. */
  plot_size: number;
  /** Floors including the ground floor (1 = G, 2 = G+1). */
  no_of_floors: number;
  no_of_kitchens: number;
  no_of_bedrooms: number;
  construction_quality: BoqQuality;
  wall_type: BoqWallType;
  lift_required: boolean;
  staircase_type: BoqStaircaseType;
  gate_type: BoqGateType;
  floor_type: BoqFloorType;
  paint_type: BoqPaintType;
}

export type BoqField = keyof BoqRequest | 'body';

export interface BoqValidationError {
  field: BoqField;
  message: string;
}

type BoqCountField = keyof typeof BOQ_LIMITS;
/** The request's fields chosen from a list (the form's selects). */
export type BoqChoiceField = 'construction_quality' | 'wall_type' | 'staircase_type' | 'gate_type' | 'floor_type' | 'paint_type';

const COUNT_FIELDS: readonly BoqCountField[] = ['plot_size', 'no_of_floors', 'no_of_kitchens', 'no_of_bedrooms'];

/** Each choice's label, as the API's messages name it, and its accepted values. */
export const BOQ_CHOICE_RULES: { readonly [Field in BoqChoiceField]: { readonly label: string; readonly values: readonly BoqRequest[Field][] } } = {
  construction_quality: { label: 'Construction quality', values: BOQ_QUALITIES },
  wall_type: { label: 'Wall type', values: BOQ_WALL_TYPES },
  staircase_type: { label: 'Staircase type', values: BOQ_STAIRCASE_TYPES },
  gate_type: { label: 'Gate type', values: BOQ_GATE_TYPES },
  floor_type: { label: 'Floor type', values: BOQ_FLOOR_TYPES },
  paint_type: { label: 'Paint type', values: BOQ_PAINT_TYPES },
};

/** The choices in form order. */
export const BOQ_CHOICE_FIELDS: readonly BoqChoiceField[] = ['construction_quality', 'wall_type', 'staircase_type', 'gate_type', 'floor_type', 'paint_type'];

/** Fields in form order, which is the order errors are reported in. */
const FIELD_ORDER: readonly BoqField[] = [
  'body',
  ...COUNT_FIELDS,
  'construction_quality',
  'wall_type',
  'lift_required',
  'staircase_type',
  'gate_type',
  'floor_type',
  'paint_type',
];

function choiceMessage(field: BoqChoiceField): string {
  const { label, values } = BOQ_CHOICE_RULES[field];
  return `${label} must be one of: ${values.join(', ')}`;
}

/** '1,00,000': numbers in messages are written the Indian way. */
function indian(value: number): string {
  return value.toLocaleString('en-IN');
}

function countMessages(label: string, field: BoqCountField, unit = ''): { required: string; invalid: string } {
  const { min, max } = BOQ_LIMITS[field];
  return {
    required: `Please enter the ${label.toLowerCase()}`,
    invalid: `${label} must be a whole number${unit} from ${indian(min)} to ${indian(max)}`,
  };
}

export const BOQ_MESSAGES = {
  body: 'The request body must be a JSON object',
  plot_size: countMessages('Plot size', 'plot_size', ' of sq ft'),
  no_of_floors: countMessages('Number of floors', 'no_of_floors'),
  no_of_kitchens: countMessages('Number of kitchens', 'no_of_kitchens'),
  no_of_bedrooms: countMessages('Number of bedrooms', 'no_of_bedrooms'),
  lift_required: 'Lift required must be true or false',
  construction_quality: choiceMessage('construction_quality'),
  wall_type: choiceMessage('wall_type'),
  staircase_type: choiceMessage('staircase_type'),
  gate_type: choiceMessage('gate_type'),
  floor_type: choiceMessage('floor_type'),
  paint_type: choiceMessage('paint_type'),
} as const;

/** The form's starting values (spec section 9). */
export const DEFAULT_BOQ_REQUEST: Readonly<BoqRequest> = {
  plot_size: 1000,
  no_of_floors: 1,
  no_of_kitchens: 1,
  no_of_bedrooms: 2,
  construction_quality: 'Medium',
  wall_type: 'Brick',
  lift_required: false,
  staircase_type: 'Interior',
  gate_type: 'Normal',
  floor_type: 'Vetrified',
  paint_type: 'Normal',
};

// ---------------------------------------------------------------- validation

/**
 * Every problem with a typed request, in form order; empty when it can be calculated. Refuses
 * missing (NaN), non-finite, fractional, negative and out-of-range counts and unknown choices.
 */
export function validateBoqRequest(request: BoqRequest): BoqValidationError[] {
  const errors: BoqValidationError[] = [];
  for (const field of COUNT_FIELDS) {
    const message = countProblem(field, request[field]);
    if (message !== undefined) errors.push({ field, message });
  }
  for (const field of BOQ_CHOICE_FIELDS) {
    if (!isChoice(field, request[field])) errors.push({ field, message: BOQ_MESSAGES[field] });
  }
  if (typeof request.lift_required !== 'boolean') errors.push({ field: 'lift_required', message: BOQ_MESSAGES.lift_required });
  return sortByFieldOrder(errors);
}

function countProblem(field: BoqCountField, value: number): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return BOQ_MESSAGES[field].required;
  const { min, max } = BOQ_LIMITS[field];
  return isWholeNumberBetween(value, min, max) ? undefined : BOQ_MESSAGES[field].invalid;
}

function isChoice(field: BoqChoiceField, value: unknown): boolean {
  const values: readonly unknown[] = BOQ_CHOICE_RULES[field].values;
  return values.includes(value);
}

function sortByFieldOrder(errors: BoqValidationError[]): BoqValidationError[] {
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

export type BoqParseOutcome = { ok: true; request: BoqRequest } | { ok: false; errors: BoqValidationError[] };

const DECIMAL_TEXT = /^\s*\d+(\.\d+)?\s*$/;

function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an untrusted JSON body (what the server receives) into a BoqRequest, without a schema library.
 * The four counts are required: numbers, or strings of digits as an HTML form sends them. A missing
 * choice or lift_required takes the spec's default; a present but unknown one is an error.
 */
export function parseBoqRequest(body: unknown): BoqParseOutcome {
  if (!isJsonObject(body)) return { ok: false, errors: [{ field: 'body', message: BOQ_MESSAGES.body }] };
  const typeErrors: BoqValidationError[] = [];

  const readCount = (field: BoqCountField): number => {
    const value = body[field];
    if (value === undefined || value === null || value === '') return Number.NaN;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
    typeErrors.push({ field, message: BOQ_MESSAGES[field].invalid });
    return Number.NaN;
  };
  const readChoice = <Field extends BoqChoiceField>(field: Field): BoqRequest[Field] => {
    const value = body[field];
    const match = BOQ_CHOICE_RULES[field].values.find((choice) => choice === value);
    if (match !== undefined) return match;
    if (value !== undefined && value !== null) typeErrors.push({ field, message: BOQ_MESSAGES[field] });
    return DEFAULT_BOQ_REQUEST[field];
  };
  const readLift = (): boolean => {
    const value = body.lift_required;
    if (typeof value === 'boolean') return value;
    if (value !== undefined && value !== null) typeErrors.push({ field: 'lift_required', message: BOQ_MESSAGES.lift_required });
    return DEFAULT_BOQ_REQUEST.lift_required;
  };

  const request: BoqRequest = {
    plot_size: readCount('plot_size'),
    no_of_floors: readCount('no_of_floors'),
    no_of_kitchens: readCount('no_of_kitchens'),
    no_of_bedrooms: readCount('no_of_bedrooms'),
    construction_quality: readChoice('construction_quality'),
    wall_type: readChoice('wall_type'),
    lift_required: readLift(),
    staircase_type: readChoice('staircase_type'),
    gate_type: readChoice('gate_type'),
    floor_type: readChoice('floor_type'),
    paint_type: readChoice('paint_type'),
  };
  const typedFields = new Set(typeErrors.map((error) => error.field));
  const rangeErrors = validateBoqRequest(request).filter((error) => !typedFields.has(error.field));
  const errors = sortByFieldOrder([...typeErrors, ...rangeErrors]);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}
