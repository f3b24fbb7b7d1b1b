import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITIES } from '@nirmaan/core';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asAdminWith, asVisitor, DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { PincodeManager } from './PincodeManager.tsx';

const meta = {
  title: 'Widgets/Admin/Pincode Manager',
  component: PincodeManager,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-pincode-manager',
      `The admin's pincode management: the delivery pincodes with search, a city filter, 10 a page, Add and Edit in a dialog, a status badge (active or inactive), Delete after a confirmation, and Seed Pincodes. Anyone who is not a signed-in admin sees a sign-in prompt instead.

**Use it** on the admin's pages only. **Do not use it** for buyers: the Pincode Check answers whether a pincode is served.

**States** (the stories): the list and its second page, filtered to Chennai, no matches, empty and seeded, loading, load failed, the add dialog's validation and a duplicate, editing, an inactive pincode, the delete confirmation and its failure, and a visitor's sign-in prompt.

**Props**: \`initialCity\` (Bangalore, Chennai or Coimbatore; every city when omitted; the element's \`city\` attribute).

**Accessibility**: search and filter are labelled; the page count is said politely (\`aria-live\`) when it changes; the dialogs are modal, keep focus inside and give it back to the button that opened them.`,
      (args) => ({ city: args['initialCity'] }),
    ),
  },
  argTypes: { initialCity: { control: 'select', options: CITIES } },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA),
} satisfies Meta<typeof PincodeManager>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The loaded first page, so the a11y sweep checks the table rather than the spinner. */
async function firstPage(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByText(/^Showing 1–/);
  return canvas;
}

/** The dialogs are native <dialog>s: look for them in the whole document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The first page of 12 pincodes: 10 shown, Previous and Next, one inactive. */
export const Default: Story = { play: async ({ canvasElement }) => void (await firstPage(canvasElement)) };

/** The second page. */
export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Showing 11–12 of 12')).toBeVisible();
  },
};

/** Filtered to Chennai from the start (the element's `city` attribute). */
export const ChennaiOnly: Story = {
  args: { initialCity: 'Chennai' },
  play: async ({ canvasElement }) => void (await within(canvasElement).findByText('Showing 1–4 of 4')),
};

/** A search that matches nothing. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search pincodes/ }), 'Madurai');
    await expect(await canvas.findByText('No pincodes match this search.')).toBeVisible();
  },
};

/** No pincodes at all yet: add one or seed. */
export const Empty: Story = {
  beforeEach: asAdminWith({}),
  play: async ({ canvasElement }) => void (await within(canvasElement).findByText(/^No pincodes yet/)),
};

/** Seed Pincodes on an empty list: the server's 'Added 2 pincodes'. */
export const Seeded: Story = {
  beforeEach: asAdminWith({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^No pincodes yet/);
    await userEvent.click(canvas.getByRole('button', { name: 'Seed Pincodes' }));
    await expect(await canvas.findByText('Added 2 pincodes')).toBeVisible();
    await canvas.findByText('Showing 1–2 of 2');
  },
};

/** The list is loading. */
export const Loading: Story = { beforeEach: asAdminWith(DEMO_ADMIN_DATA, { delay: 600_000 }) };

/** The list could not be loaded: Retry. */
export const LoadFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/pincodes/'] }),
  play: async ({ canvasElement }) => void (await within(canvasElement).findByText('Could not load the pincodes.')),
};

/** Add Pincode pressed with nothing filled in: the dialog's messages. */
export const AddDialogInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Pincode' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add Pincode' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  },
};

/** A pincode that is already there: the server's 409 reason, the dialog stays open. */
export const AddDialogDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Pincode' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add Pincode' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Pincode/ }), '560001');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /City/ }), 'Bangalore');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    await expect(await dialog.findByText('Pincode 560001 already exists')).toBeVisible();
  },
};

/** Editing: the pincode is read-only. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 560034' }));
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Edit Pincode 560034' })).toBeVisible();
  },
};

/** Deactivated by its badge. */
export const Deactivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Active: Deactivate 560001' }));
    await expect(await canvas.findByRole('button', { name: 'Inactive: Activate 560001' })).toBeVisible();
  },
};

/** The badge's change failed: 'Failed to update status'. */
export const StatusFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/pincodes/5'] }),
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Active: Deactivate 560001' }));
    await expect(await canvas.findByText('Failed to update status')).toBeVisible();
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 600020' }));
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Delete pincode 600020?' })).toBeVisible();
  },
};

/** Deleting failed: 'Failed to delete pincode', the confirmation stays open. */
export const DeleteFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/pincodes/6'] }),
  play: async ({ canvasElement }) => {
    const canvas = await firstPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 600020' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Delete pincode 600020?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByText('Failed to delete pincode')).toBeVisible());
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** Not signed in as an admin. */
export const SignedOut: Story = {
  beforeEach: asVisitor(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Please sign in as an admin' })).toBeInTheDocument();
  },
};
