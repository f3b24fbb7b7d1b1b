import { roundTo2 } from '../shared/numbers.ts';
import { PLAN_CANVAS_SIZE, PLAN_LABEL_ROTATION_WIDTH } from './catalogue.ts';
import type { PlanRoom } from './homeDrawingGenerator.ts';

export interface CanvasSize {
  width: number;
  height: number;
}

/** A room in canvas units, with whether its label should be drawn rotated. */
export interface CanvasRoom extends PlanRoom {
  rotateLabel: boolean;
}

export interface CanvasPlan {
  /** Canvas units per foot. */
  scale: number;
  /** The drawn plot's size in canvas units; at most the canvas size. */
  width: number;
  height: number;
  rooms: CanvasRoom[];
}

/** Canvas units per foot that fit a plot (width across, length down) into the canvas, keeping its shape. */
export function planScale(plot: { width: number; length: number }, canvas: CanvasSize = PLAN_CANVAS_SIZE): number {
  return Math.min(canvas.width / plot.width, canvas.height / plot.length);
}

/**
 * Scales a floor's rooms to fit the canvas (400 x 300 by default). A room narrower than 60 canvas
 * units gets `rotateLabel`, so its name can be drawn vertically. Positions are rounded to 2 decimals.
 */
export function fitPlanToCanvas(plot: { width: number; length: number }, rooms: readonly PlanRoom[], canvas: CanvasSize = PLAN_CANVAS_SIZE): CanvasPlan {
  const scale = planScale(plot, canvas);
  return {
    scale,
    width: roundTo2(plot.width * scale),
    height: roundTo2(plot.length * scale),
    rooms: rooms.map((room) => {
      const width = roundTo2(room.width * scale);
      return {
        ...room,
        x: roundTo2(room.x * scale),
        y: roundTo2(room.y * scale),
        width,
        height: roundTo2(room.height * scale),
        rotateLabel: width < PLAN_LABEL_ROTATION_WIDTH,
      };
    }),
  };
}
