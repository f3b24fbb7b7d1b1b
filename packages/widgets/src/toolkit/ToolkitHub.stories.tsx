import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToolkitHub } from './ToolkitHub.tsx';
import { FIXTURE_LIBRARY } from './toolkitFixtures.ts';

const meta = {
  title: 'Widgets/Construction Educational Hub',
  component: ToolkitHub,
  args: { headingLevel: 1 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToolkitHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees /toolkit: the 18 phases of the shipped library, the first open. */
export const Default: Story = {};

/** Another phase opened as well: each phase toggles on its own. */
export const PhaseOpen: Story = {
  args: { library: FIXTURE_LIBRARY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Excavation/ }));
    await expect(canvas.getByRole('button', { name: /Excavation/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Site Marking & Layout/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A video playing full screen, with the Watch on YouTube link beside the player. */
export const ModalOpen: Story = {
  args: { library: FIXTURE_LIBRARY },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Marking a house layout on site' }));
    await expect(canvas.getByRole('dialog', { name: 'Marking a house layout on site' })).toBeVisible();
  },
};

/** YouTube's thumbnail host cannot be reached: every card falls back to the drawn placeholder. */
export const ThumbnailsUnreachable: Story = {
  args: { library: FIXTURE_LIBRARY, thumbnailOrigin: 'https://thumbnails.invalid', defaultOpenPhases: [1, 2, 3] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-thumbnail="image"]')).toHaveLength(0), { timeout: 10_000 });
    await expect(canvasElement.querySelectorAll('[data-thumbnail="placeholder"]')).toHaveLength(5);
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Dark: Story = { args: { library: FIXTURE_LIBRARY }, globals: { theme: 'dark' } };
