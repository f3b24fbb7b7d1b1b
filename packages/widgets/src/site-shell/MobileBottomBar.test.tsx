import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./SideMenu.tsx');
  vi.resetModules();
});

describe('<MobileBottomBar> in Kannada', () => {
  it('says the side menu is opening in Kannada while its code arrives', async () => {
    // Fresh modules (test files share a worker): the side menu's code is not loaded yet, and never arrives here,
    // so the spinner shown meanwhile stays to be read.
    vi.resetModules();
    vi.doMock('./SideMenu.tsx', () => new Promise(() => {}));
    const { LangContext } = await import('../locale-shared/langContext.ts');
    const { MobileBottomBar } = await import('./MobileBottomBar.tsx');
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <MobileBottomBar />
      </LangContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'ಮೆನು' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ಮೆನು ತೆರೆಯುತ್ತಿದೆ...');
  });
});
