import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PincodeCheck } from './PincodeCheck.tsx';
import { LangContext } from '../locale-shared/langContext.ts';

/** The server's answer for a pincode: Nirmaan delivers to 560001 only, in its English words. */
function stubPincodeServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const pincode =
        String(input instanceof Request ? input.url : input)
          .split('/')
          .pop() ?? '';
      const body =
        pincode === '560001'
          ? { pincode, serviceable: true, message: 'Delivery available in MG Road, Bangalore', city: 'Bangalore', area: 'MG Road' }
          : { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet`, city: null, area: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderInTamil() {
  const user = userEvent.setup();
  const { container } = render(
    <LangContext value="ta">
      <PincodeCheck />
    </LangContext>,
  );
  return { user, container };
}

describe('<PincodeCheck> (<nirmaan-pincode-check>) in Tamil', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the pincode in Tamil, marks lang="ta" and refuses a short one in Tamil', async () => {
    const { user, container } = renderInTamil();
    const box = await screen.findByRole('textbox', { name: 'பின்கோடு' });
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('form', { name: 'டெலிவரி பின்கோடு' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '5600');
    await user.click(screen.getByRole('button', { name: 'பின்கோடை அமை' }));
    expect(box).toHaveAccessibleDescription('சரியான 6 இலக்கப் பின்கோடை உள்ளிடவும்');
  });

  it('says in Tamil where Nirmaan delivers and where not, the place as the pincode table names it', async () => {
    stubPincodeServer();
    const { user } = renderInTamil();
    const box = await screen.findByRole('textbox', { name: 'பின்கோடு' });
    await user.clear(box);
    await user.type(box, '560001');
    await user.click(screen.getByRole('button', { name: 'பின்கோடை அமை' }));
    expect(await screen.findByText('MG Road, Bangalore பகுதிக்கு டெலிவரி உண்டு')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '999999');
    await user.click(screen.getByRole('button', { name: 'பின்கோடை அமை' }));
    expect(await screen.findByText('மன்னிக்கவும், 999999 பகுதிக்கு இன்னும் டெலிவரி இல்லை')).toBeInTheDocument();
  });
});
