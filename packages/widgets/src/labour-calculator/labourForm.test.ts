import { calculateLabour } from '@nirmaan/calculators';
import { describe, expect, it } from 'vitest';
import { errorsByFormField, initialLabourForm, toLabourInput, withWorkTypeDefaults } from './labourForm.ts';

describe('labour form values', () => {
  it('starts on masonry in a tier 2 city with the spec defaults', () => {
    expect(initialLabourForm()).toMatchObject({
      workType: 'masonry',
      location: 'tier2',
      productivity: '120',
      semiRatio: '1',
      helperRatio: '1',
      skilledWage: '900',
      semiWage: '700',
      helperWage: '500',
      quantity: '',
      days: '',
    });
  });

  it('fills the defaults of a newly chosen work type and keeps what the person typed', () => {
    const typed = { ...initialLabourForm(), quantity: '1500', days: '6', skilledWage: '1000' };
    expect(withWorkTypeDefaults(typed, 'concreting')).toMatchObject({
      workType: 'concreting',
      productivity: '200',
      semiRatio: '1',
      helperRatio: '2',
      quantity: '1500',
      days: '6',
      skilledWage: '1000',
    });
  });

  it('turns empty boxes into errors on their own fields', () => {
    const values = initialLabourForm();
    const outcome = calculateLabour(toLabourInput(values));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(errorsByFormField(outcome.errors, values)).toEqual({ quantity: 'quantity', days: 'days' });
  });

  it('names the ratio problem on the ratio box it belongs to', () => {
    const values = { ...initialLabourForm(), quantity: '100', days: '1', helperRatio: '-1' };
    const outcome = calculateLabour(toLabourInput(values));
    if (outcome.ok) throw new Error('expected errors');
    expect(errorsByFormField(outcome.errors, values)).toEqual({ helperRatio: 'ratio' });
  });

  it('marks only the negative wage box', () => {
    const values = { ...initialLabourForm(), quantity: '100', days: '1', semiWage: '-5' };
    const outcome = calculateLabour(toLabourInput(values));
    if (outcome.ok) throw new Error('expected errors');
    expect(errorsByFormField(outcome.errors, values)).toEqual({ semiWage: 'wages' });
  });
});
