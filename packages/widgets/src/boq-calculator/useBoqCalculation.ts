import type { BoqRequest } from '@nirmaan/calculators';
import { useRef, useState } from 'react';
import type { BoqCalculatedDetail } from './boqForm.ts';
import { boqCall, deferredBoqCalls } from './deferredBoqCalls.ts';

export type BoqCalculationState =
  { status: 'idle' } | { status: 'calculating' } | { status: 'done'; detail: BoqCalculatedDetail } | { status: 'failed'; message: string };

/**
 * Runs a calculation on the server ('Calculating...' meanwhile). Only the newest request's answer is
 * shown; a failure keeps the form as typed and says `failure` ('Error calculating BOQ. Please try again.'
 * in the language shown) unless the server said why.
 */
export function useBoqCalculation(onCalculated?: (detail: BoqCalculatedDetail) => void) {
  const [state, setState] = useState<BoqCalculationState>({ status: 'idle' });
  const latest = useRef(0);

  const run = async (input: BoqRequest, failure: string) => {
    const mine = ++latest.current;
    setState({ status: 'calculating' });
    const outcome = await boqCall(() => deferredBoqCalls.calculate(input), failure);
    if (mine !== latest.current) return;
    if (!outcome.ok) {
      setState({ status: 'failed', message: outcome.message });
      return;
    }
    const detail = { input, result: outcome.value };
    setState({ status: 'done', detail });
    onCalculated?.(detail);
  };

  const reset = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };

  return { state, run, reset };
}
