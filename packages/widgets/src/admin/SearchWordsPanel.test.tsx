import { logout, refreshAdmin, SEARCH_SYNONYM_MESSAGES as M, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { SearchWordsPanel } from './SearchWordsPanel.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The demo admin's Search words panel (the Catalogue tab holds it). */
function onSearchWords(admin: FakeApiOptions['admin'] = DEMO_ADMIN_DATA, options: Omit<FakeApiOptions, 'admin'> = {}) {
  restore = installFakeApi({ admin, ...options });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(<SearchWordsPanel />);
  return { user };
}

const table = () => screen.getByRole('region', { name: 'Search word list' });
const listedWords = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (word: string) => within(table()).getByRole('rowheader', { name: word }).closest('tr') as HTMLElement;
const dialogNamed = (name: string) => within(screen.getByRole('dialog', { name }));
const filterBox = () => screen.getByRole('searchbox', { name: /Filter search words/ });

describe('<SearchWordsPanel>', () => {
  it('lists the words by word with what each also finds and its note; filters by a word or what it finds', async () => {
    const { user } = onSearchWords();
    await screen.findByRole('region', { name: 'Search word list' });
    expect(listedWords()).toEqual(['balu', 'jalli', 'kambi', 'saria', 'sunmica']);
    expect(rowOf('jalli')).toHaveTextContent('jelly, aggregate');
    expect(rowOf('jalli')).toHaveTextContent('Kannada/Tamil: crushed stone aggregate (jelly)');

    await user.type(filterBox(), 'TMT');
    await waitFor(() => expect(listedWords()).toEqual(['kambi', 'saria']));
    await user.clear(filterBox());
    await user.type(filterBox(), 'nothing-like-this');
    expect(await screen.findByRole('heading', { name: M.noMatch })).toBeInTheDocument();
    expect(screen.getByText(M.noMatchHint)).toBeInTheDocument();
  });

  it('adds a word: the form says what is missing, focuses the word first, and the list shows it as search keeps it', async () => {
    const { user } = onSearchWords();
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const dialog = dialogNamed(M.addTitle);
    expect(dialog.getByRole('textbox', { name: /Word/ })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Add word' }));
    expect(dialog.getByText(M.word)).toBeVisible();
    expect(dialog.getByText(M.alternatives)).toBeVisible();
    expect(dialog.getByText(M.note)).toBeVisible();

    await user.type(dialog.getByRole('textbox', { name: /Word/ }), 'gobar pipe');
    await user.click(dialog.getByRole('button', { name: 'Add word' }));
    expect(dialog.getByRole('textbox', { name: /Word/ })).toHaveAccessibleDescription(expect.stringContaining(M.wordNotOneWord));

    await user.clear(dialog.getByRole('textbox', { name: /Word/ }));
    await user.type(dialog.getByRole('textbox', { name: /Word/ }), 'Pipes');
    await user.type(dialog.getByRole('textbox', { name: /Also finds/ }), 'Tube, conduit');
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Trade: pipes and tubes');
    await user.click(dialog.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText(M.saved('pipe'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listedWords()).toContain('pipe'));
    expect(rowOf('pipe')).toHaveTextContent('tube, conduit');
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const { user } = onSearchWords();
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const dialog = dialogNamed(M.addTitle);
    await user.type(dialog.getByRole('textbox', { name: /Word/ }), 'pipes');
    await user.type(dialog.getByRole('textbox', { name: /Also finds/ }), 'pipe');
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Plural of itself');
    await user.click(dialog.getByRole('button', { name: 'Add word' }));
    expect(await dialog.findByText(M.alternativeIsWord('pipe'))).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Word/ })).toHaveValue('pipes');
  });

  it('edits what a word finds; the word itself stays as it is', async () => {
    const { user } = onSearchWords();
    await user.click(await screen.findByRole('button', { name: 'Edit saria' }));
    const dialog = dialogNamed(M.editTitle);
    expect(dialog.getByRole('textbox', { name: /Word/ })).toHaveAttribute('readonly');
    expect(dialog.getByText(M.wordFixed)).toBeInTheDocument();
    const alternatives = dialog.getByRole('textbox', { name: /Also finds/ });
    expect(alternatives).toHaveFocus();
    expect(alternatives).toHaveValue('tmt');
    await user.type(alternatives, ', steel');
    await user.click(dialog.getByRole('button', { name: 'Save word' }));
    expect(await screen.findByText(M.saved('saria'))).toBeInTheDocument();
    await waitFor(() => expect(rowOf('saria')).toHaveTextContent('tmt, steel'));
  });

  it('deletes a word after a confirmation; Cancel keeps it', async () => {
    const { user } = onSearchWords();
    await user.click(await screen.findByRole('button', { name: 'Delete kambi' }));
    await user.click(dialogNamed(M.deleteTitle('kambi')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listedWords()).toContain('kambi');

    await user.click(screen.getByRole('button', { name: 'Delete kambi' }));
    const confirm = dialogNamed(M.deleteTitle('kambi'));
    expect(confirm.getByText(M.deleteDescription)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted('kambi'))).toBeInTheDocument();
    await waitFor(() => expect(listedWords()).not.toContain('kambi'));
  });

  it('says when there is no word yet', async () => {
    onSearchWords({ ...DEMO_ADMIN_DATA, searchSynonyms: [] });
    expect(await screen.findByRole('heading', { name: M.empty })).toBeInTheDocument();
    expect(screen.getByText(M.emptyHint)).toBeInTheDocument();
  });

  it('offers Retry when the words could not be loaded', async () => {
    const failing = ['/admin/search'];
    const { user } = onSearchWords(DEMO_ADMIN_DATA, { failing });
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    failing.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Search word list' })).toBeInTheDocument();
  });
});
