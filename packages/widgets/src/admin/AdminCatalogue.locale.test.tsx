import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { AdminDashboard, type AdminDashboardTab } from './AdminDashboard.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The dashboard on a Kannada page, signed in as the demo admin, on `tab`. */
function inKannada(tab: AdminDashboardTab) {
  restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(
    <LangContext value="kn">
      <AdminDashboard initialTab={tab} />
    </LangContext>,
  );
  return { user };
}

describe('<AdminDashboard> catalogue and blog in Kannada', () => {
  it('lists the products and the category tree, and says the product form’s and search word form’s rules in Kannada', async () => {
    const { user } = inKannada('catalogue');
    const products = await screen.findByRole('region', { name: 'ಪಟ್ಟಿಯ ಉತ್ಪನ್ನಗಳು' });
    expect(products.closest('[lang]')).toHaveAttribute('lang', 'kn');
    const river = within(products)
      .getByRole('rowheader', { name: /River Sand/ })
      .closest('tr') as HTMLElement;
    expect(within(river).getByText('ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('ಒಟ್ಟು 6 ರಲ್ಲಿ 1–6 ತೋರಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    const tree = await screen.findByRole('list', { name: 'ವರ್ಗಗಳ ರಚನೆ' });
    expect(within(tree).getByRole('listitem', { name: 'Cement' })).toHaveTextContent('ತನ್ನ 2 ಉಪವರ್ಗಗಳೊಂದಿಗೆ 2 ಉತ್ಪನ್ನಗಳು');

    await user.click(screen.getByRole('button', { name: 'ಉತ್ಪನ್ನ ಸೇರಿಸಿ' }));
    const product = within(await screen.findByRole('dialog', { name: 'ಉತ್ಪನ್ನ ಸೇರಿಸಿ' }));
    await user.type(product.getByRole('textbox', { name: /SKU/ }), 'has space');
    await user.click(product.getByRole('button', { name: 'ವಿಶೇಷಣ ಸೇರಿಸಿ' }));
    await user.type(product.getByRole('textbox', { name: 'ವಿಶೇಷಣ 1: ಹೆಸರು' }), 'Grade');
    await user.type(product.getByRole('textbox', { name: 'ವಿಶೇಷಣ 1: ಮೌಲ್ಯ' }), '53');
    await user.click(product.getByRole('button', { name: 'ವಿಶೇಷಣ ಸೇರಿಸಿ' }));
    await user.type(product.getByRole('textbox', { name: 'ವಿಶೇಷಣ 2: ಹೆಸರು' }), 'grade');
    await user.type(product.getByRole('textbox', { name: 'ವಿಶೇಷಣ 2: ಮೌಲ್ಯ' }), '43');
    await user.click(product.getByRole('button', { name: 'ಉತ್ಪನ್ನ ಸೇರಿಸಿ' }));
    expect(product.getByRole('textbox', { name: /ಉತ್ಪನ್ನದ ಹೆಸರು/ })).toHaveAccessibleDescription('ಉತ್ಪನ್ನದ ಹೆಸರು ಬೇಕು');
    expect(product.getByRole('textbox', { name: /SKU/ })).toHaveAccessibleDescription(/ಮಾತ್ರ, ಗರಿಷ್ಠ 64 ಅಕ್ಷರಗಳು$/);
    expect(product.getByText('“grade” ವಿಶೇಷಣ ಎರಡು ಬಾರಿ ಇದೆ')).toBeInTheDocument();
    await user.click(product.getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' }));

    const words = screen.getByRole('region', { name: 'ಹುಡುಕಾಟ ಪದಗಳು' });
    // The admin's note stays as written, marked English inside the Kannada table.
    expect(await within(words).findByText('Hindi sariya: steel reinforcement bars (TMT)')).toHaveAttribute('lang', 'en');
    await user.click(within(words).getByRole('button', { name: 'ಹುಡುಕಾಟ ಪದ ಸೇರಿಸಿ' }));
    const word = within(await screen.findByRole('dialog', { name: 'ಹುಡುಕಾಟ ಪದ ಸೇರಿಸಿ' }));
    await user.type(word.getByRole('textbox', { name: /^ಪದ/ }), 'jalli');
    await user.type(word.getByRole('textbox', { name: /ಇವುಗಳನ್ನೂ ಹುಡುಕುತ್ತದೆ/ }), 'Jalli');
    await user.click(word.getByRole('button', { name: 'ಪದ ಸೇರಿಸಿ' }));
    expect(word.getByRole('textbox', { name: /ಇವುಗಳನ್ನೂ ಹುಡುಕುತ್ತದೆ/ })).toHaveAccessibleDescription(/“jalli” ಅದೇ ಪದ: ಅದನ್ನು ಹುಡುಕಿದರೆ ಅದು ಹೇಗೂ ಸಿಗುತ್ತದೆ/);
    expect(word.getByRole('textbox', { name: /ಟಿಪ್ಪಣಿ/ })).toHaveAccessibleDescription(/ಪದದ ಅರ್ಥವನ್ನು 3 ರಿಂದ 200 ಅಕ್ಷರಗಳಲ್ಲಿ ತಿಳಿಸಿ/);
  });

  it('shows the posts with their state in Kannada, their titles as written, and unpublishes one', async () => {
    const { user } = inKannada('blog');
    const posts = await screen.findByRole('list', { name: 'ಬ್ಲಾಗ್ ಲೇಖನಗಳು' });
    expect(posts.closest('[lang]')).toHaveAttribute('lang', 'kn');
    const heading = within(posts)
      .getAllByRole('heading')
      .find((candidate) => candidate.textContent?.startsWith('How to check TMT'))!;
    expect(heading).toHaveAttribute('lang', 'en');
    const title = heading.textContent!;
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('ಪ್ರಕಟಿತ')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${title}: ಪ್ರಕಟಣೆ ಹಿಂಪಡೆಯಿರಿ` }));
    expect(await screen.findByText(`“${title}” ಪ್ರಕಟಣೆ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ಇದು ಮತ್ತೆ ಕರಡು.`)).toBeInTheDocument();
    expect(await within(card).findByText('ಕರಡು')).toBeInTheDocument();
  });

  it('opens a post’s form in Kannada, the post’s title as written', async () => {
    const { user } = inKannada('blog');
    const posts = await screen.findByRole('list', { name: 'ಬ್ಲಾಗ್ ಲೇಖನಗಳು' });
    const heading = within(posts)
      .getAllByRole('heading')
      .find((candidate) => candidate.textContent?.startsWith('How to check TMT'))!;
    const title = heading.textContent!;
    await user.click(within(posts).getByRole('button', { name: `${title} ಬದಲಿಸಿ` }));
    const form = await screen.findByRole('heading', { name: `ಬದಲಿಸಿ: ${title}` });
    expect(form.closest('[lang]')).toHaveAttribute('lang', 'kn');
    expect(within(form).getByText(title)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('textbox', { name: /ಶೀರ್ಷಿಕೆ/ })).toHaveValue(title);
    expect(screen.getByRole('button', { name: 'ಬದಲಾವಣೆ ಉಳಿಸಿ' })).toBeInTheDocument();
  });
});

describe('<AdminDashboard> tabs with catalogues of their own', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('shows the Catalogue tab once its Kannada words have come with it, never first in English', async () => {
    // Fresh modules (test files share a worker), so the tab's Kannada is not loaded yet.
    vi.resetModules();
    const core = await import('@nirmaan/core');
    const { installFakeApi: install } = await import('../testing/fakeApi.ts');
    const { DEMO_ADMIN_DATA: data } = await import('../testing/asAdmin.ts');
    const { LangContext: Lang } = await import('../locale-shared/langContext.ts');
    const { AdminDashboard: Dashboard } = await import('./AdminDashboard.tsx');
    restore = install({ admin: data });
    core.signInAdmin('admin-token');
    core.refreshAdmin();
    const englishIntro = 'The products and categories buyers see';
    let englishShown = false;
    const watch = new MutationObserver(() => {
      englishShown ||= document.body.textContent?.includes(englishIntro) ?? false;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      render(
        <Lang value="kn">
          <Dashboard initialTab="catalogue" />
        </Lang>,
      );
      const intro = await screen.findByText(/^ಖರೀದಿದಾರರು ನೋಡುವ ಉತ್ಪನ್ನಗಳು/);
      expect(intro.closest('[lang]')).toHaveAttribute('lang', 'kn');
      expect(englishShown).toBe(false);
    } finally {
      watch.disconnect();
      core.logout('admin');
    }
  });
});
