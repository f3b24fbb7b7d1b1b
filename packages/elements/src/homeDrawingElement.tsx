import { HomeDrawingGenerator, type HomeDrawingDetail } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const HOME_DRAWING_TAG = 'nirmaan-home-drawing';

/** <nirmaan-home-drawing nakshatra="Rohini">: the home drawing generator; `nakshatra` preselects one. */
export const HOME_DRAWING_ATTRIBUTES = { nakshatra: 'string' } as const;

export const HOME_DRAWING_EVENTS = { onGenerated: 'nirmaan:plan-generated' } as const;

export interface HomeDrawingEventMap {
  'nirmaan:plan-generated': CustomEvent<HomeDrawingDetail>;
}

export const homeDrawingDefinition = {
  tagName: HOME_DRAWING_TAG,
  attributes: HOME_DRAWING_ATTRIBUTES,
  events: HOME_DRAWING_EVENTS,
  render: ({ nakshatra, onGenerated }) => <HomeDrawingGenerator key={nakshatra ?? ''} nakshatra={nakshatra} onGenerated={onGenerated} />,
} satisfies ElementDefinition<typeof HOME_DRAWING_ATTRIBUTES, typeof HOME_DRAWING_EVENTS>;

export function defineHomeDrawing(): CustomElementConstructor {
  return defineElement(homeDrawingDefinition);
}
