import type { FloorPlan } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import { Button, Tabs } from '@nirmaan/ui';
import { useRef, useState } from 'react';
import { FloorPlanSvg } from './FloorPlanSvg.tsx';
import type { HomeDrawingMessages } from './homeDrawingMessages.ts';
import { floorTitle, roomSizeText, roomTitle } from './homeDrawingTexts.ts';
import { downloadPng, downloadSvg } from './planDownload.ts';
import * as styles from './homeDrawing.css.ts';

export interface FloorPlanViewProps {
  plan: FloorPlan;
  messages: HomeDrawingMessages;
  format: LocaleFormat;
  /** Which floor is shown; a new plan starts on the first. */
  floorNumber: number;
  onFloorChange: (floorNumber: number) => void;
}

/** The plan of one floor (tabs when there are several), its room list, and SVG / PNG downloads. */
export function FloorPlanView({ plan, messages, format, floorNumber, onFloorChange }: FloorPlanViewProps) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const plot = { width: plan.dimensions.width, length: plan.dimensions.length };
  const floor = plan.floors.find((candidate) => candidate.floorNumber === floorNumber) ?? plan.floors[0];
  if (!floor) return null;
  const fileName = `nirmaan-${plan.nakshatra.name.toLowerCase()}-${floor.floorName.toLowerCase().replace(/\s+/g, '-')}`;

  const drawing = (
    <div className={styles.drawing}>
      <FloorPlanSvg ref={svgRef} floor={floor} plot={plot} messages={messages} format={format} highlighted={highlighted} onHighlight={setHighlighted} />
      <ul className={styles.rooms} aria-label={messages.roomsOn({ floor: floorTitle(floor.floorNumber, messages) })}>
        {floor.rooms.map((room) => (
          <li
            key={room.name}
            className={styles.room}
            data-active={highlighted === room.name || undefined}
            onPointerEnter={() => setHighlighted(room.name)}
            onPointerLeave={() => setHighlighted(null)}
          >
            <span className={styles.roomSwatch} style={{ background: room.color }} aria-hidden="true" />
            <span>{roomTitle(room, messages, format)}</span>
            <span className={styles.muted}>{roomSizeText(room, messages, format)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.downloads}>
        <Button size="small" variant="secondary" onClick={() => svgRef.current && downloadSvg(svgRef.current, fileName)}>
          {messages.downloadSvg()}
        </Button>
        <Button size="small" variant="secondary" onClick={() => svgRef.current && void downloadPng(svgRef.current, fileName)}>
          {messages.downloadPng()}
        </Button>
      </div>
    </div>
  );

  if (plan.floors.length === 1) return drawing;
  return (
    <Tabs
      label={messages.floorsTabs()}
      value={String(floor.floorNumber)}
      onValueChange={(value) => onFloorChange(Number(value))}
      items={plan.floors.map((candidate) => ({
        value: String(candidate.floorNumber),
        label: floorTitle(candidate.floorNumber, messages),
        content: candidate.floorNumber === floor.floorNumber ? drawing : null,
      }))}
    />
  );
}
