import { HomeDrawingGenerator } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const HOME_DRAWING_TAG = 'nirmaan-home-drawing';

/** <nirmaan-home-drawing>: its attributes and events are described in registry.ts. */
export const homeDrawingDefinition = {
  tagName: HOME_DRAWING_TAG,
  attributes: { nakshatra: 'string' },
  events: { onGenerated: 'nirmaan:plan-generated' },
  render: ({ nakshatra, onGenerated }) => <HomeDrawingGenerator key={nakshatra ?? ''} nakshatra={nakshatra} onGenerated={onGenerated} />,
} satisfies ElementDefinitionOf<typeof HOME_DRAWING_TAG>;

export default homeDrawingDefinition;
