import { describe, expect, it } from 'vitest';
import { PLAN_CANVAS_SIZE, PLAN_LABEL_ROTATION_WIDTH } from './catalogue.ts';
import type { PlanRoom } from './homeDrawingGenerator.ts';
import { fitPlanToCanvas, planScale } from './planCanvas.ts';

const roomOf = (name: string, x: number, y: number, width: number, height: number): PlanRoom => ({
  name,
  kind: 'bedroom',
  x,
  y,
  width,
  height,
  color: '#c8e6c9',
});

describe('planScale: fit the plot into 400 x 300', () => {
  it('uses the canvas of the spec', () => {
    expect(PLAN_CANVAS_SIZE).toEqual({ width: 400, height: 300 });
    expect(PLAN_LABEL_ROTATION_WIDTH).toBe(60);
  });

  it.each([
    // width, length, scale: min(400 / width, 300 / length)
    [30, 40, 7.5], // min(13.33, 7.5): the length limits
    [80, 20, 5], // min(5, 15): the width limits
    [40, 30, 10], // exactly 400 x 300
    [15, 100, 3], // min(26.67, 3)
  ])('%i ft wide, %i ft long: %d units per foot', (width, length, scale) => {
    expect(planScale({ width, length })).toBe(scale);
  });

  it('takes another canvas size', () => {
    expect(planScale({ width: 30, length: 40 }, { width: 200, height: 200 })).toBe(5); // min(6.67, 5)
  });
});

describe('fitPlanToCanvas', () => {
  // 30 x 40 ft plot at 7.5 units per foot draws 225 x 300.
  const plot = { width: 30, length: 40 };
  const canvas = fitPlanToCanvas(plot, [roomOf('Wide', 0, 0, 10, 12), roomOf('Narrow', 10, 0, 7.5, 12), roomOf('Edge', 17.5, 0, 8, 12.34)]);

  it('scales the plot and every room', () => {
    expect([canvas.scale, canvas.width, canvas.height]).toEqual([7.5, 225, 300]);
    expect(canvas.rooms.map((r) => [r.name, r.x, r.y, r.width, r.height])).toEqual([
      ['Wide', 0, 0, 75, 90], // 10 x 7.5, 12 x 7.5
      ['Narrow', 75, 0, 56.25, 90], // 7.5 x 7.5
      ['Edge', 131.25, 0, 60, 92.55], // 17.5 x 7.5; 8 x 7.5; 12.34 x 7.5
    ]);
  });

  it('rotates the label of a room narrower than 60 units only', () => {
    expect(canvas.rooms.map((r) => r.rotateLabel)).toEqual([false, true, false]); // 75, 56.25, 60
  });

  it('keeps the room fields the drawing needs', () => {
    expect(canvas.rooms[0]).toMatchObject({ name: 'Wide', kind: 'bedroom', color: '#c8e6c9' });
  });
});
