import {
  DEFAULT_LABOUR_LOCATION,
  DEFAULT_LABOUR_WAGES,
  DEFAULT_LABOUR_WORK_TYPE,
  LABOUR_WORK_TYPES,
  type LABOUR_MESSAGES,
  type LabourField,
  type LabourInput,
  type LabourLocationId,
  type LabourValidationError,
  type LabourWorkTypeId,
} from '@nirmaan/calculators';
import { parseNumber } from '@nirmaan/ui';

/** What the form holds: the text of each box, so nothing a person types is lost or reformatted. */
export interface LabourFormValues {
  workType: LabourWorkTypeId;
  location: LabourLocationId;
  quantity: string;
  days: string;
  productivity: string;
  semiRatio: string;
  helperRatio: string;
  skilledWage: string;
  semiWage: string;
  helperWage: string;
}

export type LabourFormField = Exclude<keyof LabourFormValues, 'workType' | 'location'>;

export function initialLabourForm(
  workType: LabourWorkTypeId = DEFAULT_LABOUR_WORK_TYPE,
  location: LabourLocationId = DEFAULT_LABOUR_LOCATION,
): LabourFormValues {
  return withWorkTypeDefaults(
    {
      workType,
      location,
      quantity: '',
      days: '',
      productivity: '',
      semiRatio: '',
      helperRatio: '',
      skilledWage: String(DEFAULT_LABOUR_WAGES.skilled),
      semiWage: String(DEFAULT_LABOUR_WAGES.semiSkilled),
      helperWage: String(DEFAULT_LABOUR_WAGES.helper),
    },
    workType,
  );
}

/** Choosing a work type fills in its default productivity and crew ratios; everything else stays. */
export function withWorkTypeDefaults(values: LabourFormValues, workType: LabourWorkTypeId): LabourFormValues {
  const type = LABOUR_WORK_TYPES[workType];
  return {
    ...values,
    workType,
    productivity: String(type.productivityPerSkilledPerDay),
    semiRatio: String(type.semiPerSkilled),
    helperRatio: String(type.helperPerSkilled),
  };
}

export function toLabourInput(values: LabourFormValues): LabourInput {
  return {
    workType: values.workType,
    location: values.location,
    quantity: parseNumber(values.quantity),
    days: parseNumber(values.days),
    productivity: parseNumber(values.productivity),
    semiRatio: parseNumber(values.semiRatio),
    helperRatio: parseNumber(values.helperRatio),
    wages: {
      skilled: parseNumber(values.skilledWage),
      semiSkilled: parseNumber(values.semiWage),
      helper: parseNumber(values.helperWage),
    },
  };
}

/** The form boxes a calculator error belongs to (wage errors mark all three wage boxes). */
const FORM_FIELDS_OF: Record<LabourField, LabourFormField[]> = {
  quantity: ['quantity'],
  days: ['days'],
  productivity: ['productivity'],
  semiRatio: ['semiRatio'],
  helperRatio: ['helperRatio'],
  wages: ['skilledWage', 'semiWage', 'helperWage'],
};

/** Which of the calculator's messages (LABOUR_MESSAGES) a problem is: the catalogue's `error.<kind>` says it in each language. */
export type LabourErrorKind = keyof typeof LABOUR_MESSAGES;

const ERROR_KIND_OF: Record<LabourField, LabourErrorKind> = {
  quantity: 'quantity',
  days: 'days',
  productivity: 'productivity',
  semiRatio: 'ratio',
  helperRatio: 'ratio',
  wages: 'wages',
};

export type LabourFormErrors = Partial<Record<LabourFormField, LabourErrorKind>>;

/** The problem each form box has, if any: a wage problem marks only the wage boxes that are negative. */
export function errorsByFormField(errors: readonly LabourValidationError[], values: LabourFormValues): LabourFormErrors {
  const result: LabourFormErrors = {};
  for (const error of errors) {
    for (const field of FORM_FIELDS_OF[error.field]) {
      const isWage = error.field === 'wages';
      if (!isWage || !(parseNumber(values[field]) >= 0)) result[field] = ERROR_KIND_OF[error.field];
    }
  }
  return result;
}

/** Form order, for moving focus to the first box that needs attention. */
export const LABOUR_FORM_FIELD_ORDER: readonly LabourFormField[] = [
  'quantity',
  'days',
  'productivity',
  'semiRatio',
  'helperRatio',
  'skilledWage',
  'semiWage',
  'helperWage',
];
