import { configure, DEFAULT_MAP_CONFIG, type Coordinates } from '@nirmaan/core';
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
  parameters: { layout: 'padded' },
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
