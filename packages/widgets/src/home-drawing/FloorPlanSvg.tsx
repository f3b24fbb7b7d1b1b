import { fitPlanToCanvas, type PlanFloor } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import type { Ref } from 'react';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';
import { floorTitle, roomTitle } from './homeDrawingTexts.ts';
import * as styles from './homeDrawing.css.ts';

export interface FloorPlanSvgProps {
  floor: PlanFloor;
  plot: { width: number; length: number };
  /** The room to outline, e.g. the one under the pointer in the room list. */
  highlighted: string | null;
  onHighlight: (room: string | null) => void;
  ref?: Ref<SVGSVGElement>;
  messages: HomeDrawingMessages;
  format: LocaleFormat;
}

/** Room for the north marker to the right of the plan. */
const MARGIN = 44;

/** One floor drawn to scale in 400 x 300 units, north up, with a north marker; rooms outline on hover. */
export function FloorPlanSvg({ floor, plot, highlighted, onHighlight, ref, messages, format }: FloorPlanSvgProps) {
  const canvas = fitPlanToCanvas(plot, floor.rooms);
  return (
    <svg
      ref={ref}
      className={styles.plan}
      viewBox={`0 0 ${canvas.width + MARGIN} ${canvas.height}`}
      role="img"
      aria-label={messages.planLabel({ floor: floorTitle(floor.floorNumber, messages), width: format.number(plot.width), length: format.number(plot.length) })}
      fontFamily="system-ui, sans-serif"
    >
      <rect x={0.5} y={0.5} width={canvas.width - 1} height={canvas.height - 1} fill="#ffffff" stroke="#1f2933" strokeWidth={1} />
      {canvas.rooms.map((room) => {
        const centreX = room.x + room.width / 2;
        const centreY = room.y + room.height / 2;
        const active = highlighted === room.name;
        return (
          <g key={room.name} onPointerEnter={() => onHighlight(room.name)} onPointerLeave={() => onHighlight(null)}>
            <rect
              x={room.x}
              y={room.y}
              width={room.width}
              height={room.height}
              fill={room.color}
              stroke={active ? '#111827' : '#4b5563'}
              strokeWidth={active ? 3 : 1}
            />
            <text
              x={centreX}
              y={centreY}
              fontSize={10}
              fill="#111827"
              textAnchor="middle"
              dominantBaseline="middle"
              transform={room.rotateLabel ? `rotate(-90 ${centreX} ${centreY})` : undefined}
            >
              {roomTitle(room, messages, format)}
            </text>
          </g>
        );
      })}
      <g transform={`translate(${canvas.width + MARGIN / 2} 24)`} aria-hidden="true">
        <path d="M0 -18 L8 6 L0 0 L-8 6 Z" fill="#111827" />
        <text y={20} fontSize={12} fontWeight={700} textAnchor="middle" fill="#111827">
          {messages.northMark()}
        </text>
      </g>
    </svg>
  );
}
