import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { AddressDialog } from './AddressDialog.tsx';

afterEach(cleanup);

describe('<AddressDialog> in Tamil', () => {
  it("asks for the address in Tamil, marks the dialog lang='ta', and says what is missing in Tamil", async () => {
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <AddressDialog address={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </LangContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'புதிய முகவரியைச் சேர்' });
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('textbox', { name: /முகவரியின் முதல் வரி/ })).toHaveAccessibleDescription(/வீடு அல்லது மனை எண், தெரு/);
    expect(screen.getByText('நாடு: இந்தியா (இந்தியாவுக்குள் மட்டுமே டெலிவரி செய்கிறோம்)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /பின்கோடு/ }), '5600');
    await user.click(screen.getByRole('button', { name: 'முகவரியைச் சேமி' }));
    expect(screen.getByText('முகவரியின் முதல் வரி தேவை')).toBeInTheDocument();
    expect(screen.getByText('நகரம் தேவை')).toBeInTheDocument();
    expect(screen.getByText('சரியான 6 இலக்கப் பின்கோடை உள்ளிடவும்')).toBeInTheDocument();
  });
});
