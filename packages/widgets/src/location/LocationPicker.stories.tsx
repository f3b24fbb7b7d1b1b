import { configure, DEFAULT_MAP_CONFIG, type Coordinates } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { LocationPicker } from './LocationPicker.tsx';

/** Plain tiles drawn in the page, so the story shows a ready map without a tile server. */
const OFFLINE_TILE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3Crect width='256' height='256' fill='%23e9efe4'/%3E%3Cpath d='M0 96H256M0 200H256M72 0V256M180 0V256' stroke='%23ffffff' stroke-width='10'/%3E%3C/svg%3E";

/** Points the map at a tile server (then back to the defaults after the story). */
const withTiles = (mapTilesUrl: string) => () => {
  configure({ mapTilesUrl, geocoderUrl: '' });
  return () => configure(DEFAULT_MAP_CONFIG);
};

function PickerWithState({ initial, height }: { initial: Coordinates | null; height?: number }) {
  const [point, setPoint] = useState<Coordinates | null>(initial);
  return <LocationPicker value={point} onPick={setPoint} height={height} />;
}

const meta = {
  title: 'Widgets/Account/Location Picker',
  component: PickerWithState,
  args: { initial: { latitude: 12.9716, longitude: 77.5946 } },
  argTypes: { height: { control: 'number' } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`A map (OpenStreetMap tiles through Leaflet) on which a buyer picks a delivery location: a click on the map or a drag of the marker chooses the point; **Use Current Location** asks the browser; the geocoder's address of the point is shown beside it (a polite live region). The stories wrap it in a little state holder, so \`initial\` is the point it starts with.

**Use it** wherever a site's coordinates are asked: Location Setup and checkout's new-address form use it. **Do not use it** to show a fixed place (a listing's map link does) or as the only way in: the forms beside it take typed coordinates too.

**States** (the stories): Ready (a point chosen), NothingChosen, InAddressForm (300 px high) and TilesUnreachable (the "Failed to load map" box). Until the tiles come, "Loading map...".

**Props** (of LocationPicker): \`value\` with \`onPick\` (the chosen point), \`opensAt\` (where the map opens without a point; else the middle of India), \`onPlace\` (the point's address text, when the geocoder knows one), \`height\` (a number of px; 400 by default), \`withCurrentLocation\` (the current-location button; on by default).

**Accessibility**: the map is an application region named "Map" and described by its hint ("Click on the map or drag the marker…"); it cannot be used without a pointer, so Location Setup also has Latitude and Longitude fields and the address form its typed address; the loading line is a status; a map that failed is inert.`),
  },
} satisfies Meta<typeof PickerWithState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story is drawn once the map is ready (its tiles shown), not while it still says 'Loading map...'. */
const mapReady: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryByText('Loading map...')).toBeNull(), { timeout: 10_000 });
};

export const Ready: Story = { beforeEach: withTiles(OFFLINE_TILE), play: mapReady };

export const NothingChosen: Story = { args: { initial: null }, beforeEach: withTiles(OFFLINE_TILE), play: mapReady };

export const InAddressForm: Story = { args: { height: 300 }, beforeEach: withTiles(OFFLINE_TILE), play: mapReady };

/** The tile server refuses: the red 'Failed to load map' box; coordinates can still be typed elsewhere. */
export const TilesUnreachable: Story = { beforeEach: withTiles('http://127.0.0.1:9/{z}/{x}/{y}.png') };
