import { useEffect, useState } from 'react';
import { calculationOf, type PageCalculation } from './calculationNeeds.ts';

/** The event every calculator element fires after each calculation (registry.ts). */
const CALCULATED = 'nirmaan-calculated';

/**
 * The latest calculation of the calculator element with the id given: the one it made before this
 * widget's code arrived (embed.js's element keeps it as `lastCalculation`), then each one as it
 * happens; null until it calculates (or without an id).
 */
export function usePageCalculation(calculatorId: string | undefined): PageCalculation | null {
  const [calculation, setCalculation] = useState<PageCalculation | null>(null);
  useEffect(() => {
    const calculator = calculatorId ? document.getElementById(calculatorId) : null;
    const earlier = calculator && 'lastCalculation' in calculator ? calculationOf(calculator.tagName, calculator.lastCalculation) : null;
    setCalculation(earlier);
    if (!calculatorId) return undefined;
    const listener = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.id !== calculatorId) return;
      const found = calculationOf(target.tagName, (event as CustomEvent<unknown>).detail);
      if (found) setCalculation(found);
    };
    document.addEventListener(CALCULATED, listener);
    return () => document.removeEventListener(CALCULATED, listener);
  }, [calculatorId]);
  return calculation;
}
