import type { FloorPlan, HomeDrawingInput } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';
import { FloorPlanView } from './FloorPlanView.tsx';
import { PlanDetails } from './PlanDetails.tsx';

export interface PlanResultProps {
  plan: FloorPlan;
  /** What the plan was drawn for: its features follow the rooms asked for. */
  input: HomeDrawingInput;
  messages: HomeDrawingMessages;
  format: LocaleFormat;
  floorNumber: number;
  onFloorChange: (floorNumber: number) => void;
  headingLevel: 3 | 4;
}

/** A generated plan: the drawing of each floor (a tab per floor, with downloads), then its rooms and totals. */
export function PlanResult({ plan, input, messages, format, floorNumber, onFloorChange, headingLevel }: PlanResultProps) {
  return (
    <>
      <FloorPlanView plan={plan} messages={messages} format={format} floorNumber={floorNumber} onFloorChange={onFloorChange} />
      <PlanDetails plan={plan} input={input} messages={messages} format={format} headingLevel={headingLevel} />
    </>
  );
}
