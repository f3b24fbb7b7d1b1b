import type { FloorPlan } from '@nirmaan/calculators';
import { FloorPlanView } from './FloorPlanView.tsx';
import { PlanDetails } from './PlanDetails.tsx';

export interface PlanResultProps {
  plan: FloorPlan;
  floorNumber: number;
  onFloorChange: (floorNumber: number) => void;
  headingLevel: 3 | 4;
}

/** A generated plan: the drawing of each floor (a tab per floor, with downloads), then its rooms and totals. */
export function PlanResult({ plan, floorNumber, onFloorChange, headingLevel }: PlanResultProps) {
  return (
    <>
      <FloorPlanView plan={plan} floorNumber={floorNumber} onFloorChange={onFloorChange} />
      <PlanDetails plan={plan} headingLevel={headingLevel} />
    </>
  );
}
