import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { SEARCH_SYNONYM_MESSAGES as M } from '@nirmaan/core';
import { expect, userEvent, within } from 'storybook/test';
import { asAdminWith, DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { SearchWordsPanel } from './SearchWordsPanel.tsx';

const meta = {
  title: 'Widgets/Admin/Search words',
  component: SearchWordsPanel,
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Search words (the Catalogue tab's third panel): the words builders type that the catalogue names otherwise ("saria" for TMT bars), each with the words a search for it also finds and a note of what it means; filter by a word or what it finds; Add, Edit and Delete (asked first). A change applies to the next search.

**Use it** inside the Admin Dashboard only. **Do not use it** to rename products or categories (the Catalogue panels do).

**States** (the stories): Default, Empty, LoadFailed (Retry), AddWordInvalid (what each box needs), EditWord (the word is fixed; what it finds and its note change) and ConfirmDelete.

**Props**: none.

**Accessibility**: the words are a captioned table; the filter and the dialog's fields are labelled, their messages tied to them; the dialogs are modal and give focus back.`),
  },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA),
} satisfies Meta<typeof SearchWordsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The words builders type, what each also finds and its note, with the filter (the Catalogue tab's third panel). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'jalli' })).toBeInTheDocument();
  },
};

/** No search word yet. */
export const Empty: Story = {
  beforeEach: asAdminWith({ ...DEMO_ADMIN_DATA, searchSynonyms: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: M.empty })).toBeInTheDocument();
  },
};

/** The words could not be loaded: Retry. */
export const LoadFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/admin/search'] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.loadFailed)).toBeInTheDocument();
  },
};

/** Add search word sent with a phrase as the word and nothing else: what each box needs. */
export const AddWordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add search word' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: M.addTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Word/ }), 'gobar pipe');
    await userEvent.click(dialog.getByRole('button', { name: 'Add word' }));
    await expect(dialog.getByText(M.wordNotOneWord)).toBeVisible();
    await expect(dialog.getByText(M.alternatives)).toBeVisible();
  },
};

/** Edit a word: the word is fixed, what it finds and its note change. */
export const EditWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit jalli' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: M.editTitle }));
    await expect(dialog.getByRole('textbox', { name: /Also finds/ })).toHaveValue('jelly, aggregate');
  },
};

/** Delete asks first and says what it does. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete saria' }));
    await expect(body(canvasElement).getByRole('dialog', { name: M.deleteTitle('saria') })).toBeInTheDocument();
  },
};
