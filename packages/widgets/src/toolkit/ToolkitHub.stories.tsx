import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToolkitHub } from './ToolkitHub.tsx';
import { FIXTURE_LIBRARY } from './toolkitFixtures.ts';

const meta = {
  title: 'Widgets/Construction Educational Hub',
  component: ToolkitHub,
  args: { headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3] }, library: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...widgetDocs(`The Construction Educational Hub (/toolkit): the phases of building a house, each opening to its videos; a video plays full screen from youtube-nocookie.com, with Watch on YouTube beside the player.

**Use it** as a learning page for first-time builders. **Do not use it** for product information (the product pages) or as a video player elsewhere.

**States** (the stories): Default (the first phase open), PhaseOpen (phases toggle on their own), ModalOpen (a video playing; shown in its own frame here) ThumbnailsUnreachable (every card falls back to a drawn placeholder), Mobile and Dark.

**Props**: \`headingLevel\` 1 | 2 | 3, \`defaultOpenPhases\` (which phases start open), \`library\` (the videos; the shipped library by default), \`thumbnailOrigin\`.

**Accessibility**: the phases are an ordered list named "Construction phases", each a disclosure button with \`aria-expanded\` and \`aria-controls\`; the player is a modal dialog that Escape closes, giving focus back to the video's card.`),
  },
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
  parameters: { docs: { story: { height: '560px' } } },
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
