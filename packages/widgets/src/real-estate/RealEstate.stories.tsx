import { ApiError, type RealEstateApi } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RealEstateSubmission } from './RealEstateSubmission.tsx';

const receipt = { id: 7, status: 'pending_verification' as const, created_at: '2026-11-20T10:00:00Z' };

function fakeApi(mode: 'ready' | 'sending' | 'failing' = 'ready'): Pick<RealEstateApi, 'submitListing'> {
  return {
    submitListing: () => {
      if (mode === 'sending') return new Promise(() => {});
      if (mode === 'failing') return Promise.reject(new ApiError({ status: 0 }));
      return new Promise((resolve) => setTimeout(() => resolve(receipt), 200));
    },
  };
}

const meta = {
  title: 'Widgets/Real Estate Submission',
  component: RealEstateSubmission,
  args: { headingLevel: 1, api: fakeApi() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, api: { table: { disable: true } }, onSubmitted: { control: false } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`List a site or project (/real-estate): project name, location, site number, site size, GPS, builder name and link, and an optional image; at least a project name or a location. Sent, the listing is Pending Verification until the Nirmaan team verifies it (only then does it appear in Real Estate Listings).

**Use it** for visitors and builders offering a site. **Do not use it** to show listings (Real Estate Listings).

**States** (the stories): Default, NameOrLocationMissing, ImageTooLarge (refused at once, before anything is sent), Submitting ("Submitting..."), Submitted (Pending Verification) and the failed send (everything typed is kept; Try Again).

**Props**: \`headingLevel\` 1 | 2, \`onSubmitted\` (called with the receipt of each listing sent), \`api\` (stories pass a fake).

**Accessibility**: every field is labelled, the image field included, with its message tied to it; the form stays filled after a failure; the busy button says what it is doing.`),
  },
} satisfies Meta<typeof RealEstateSubmission>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillAndSend(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Project name/ }), 'Prestige Lakeside Habitat');
  await userEvent.type(canvas.getByRole('textbox', { name: /Location/ }), 'Whitefield, Bangalore');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Listing' }));
}

/** The empty form; drawn in Kannada, Tamil and Hindi too, beside the listings (the folder's two widgets). */
export const Default: Story = { tags: ['languages'] };

/** Sent with neither project name nor location. */
export const NameOrLocationMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Listing' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please provide at least a project name or location.');
  },
};

/** A 6 MB image chosen: refused at once, before anything is sent. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(6 * 1024 * 1024)], 'site-photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Site image (optional)'), big);
    await expect(canvas.getByText('The image is larger than 5 MB. Please choose a smaller image.')).toBeVisible();
  },
};

/** 'Submitting...' while the listing is sent. */
export const Submitting: Story = {
  args: { api: fakeApi('sending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvas);
    await expect(canvas.getByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: the listing is Pending Verification. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvas);
    await expect(await canvas.findByText('Pending Verification')).toBeVisible();
  },
};

/** The send failed: everything typed is kept, Try Again sends it again. */
export const NetworkError: Story = {
  args: { api: fakeApi('failing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvas);
    await expect(await canvas.findByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue('Prestige Lakeside Habitat');
  },
};
