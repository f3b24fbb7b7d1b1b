import { ApiError, logout, RFQ_MESSAGES, rfqItemsFromNeeds, signInBuyer, signInSeller, type MaterialNeed, type RfqRequest } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { RfqRequestButton } from './RfqRequestButton.tsx';
import { RfqRequestDialog } from './RfqRequestDialog.tsx';
import type { RfqRequestCalls } from './useRfqRequest.ts';

afterEach(() => {
  cleanup();
  logout();
});

const BOQ_NEEDS: MaterialNeed[] = [
  { label: 'Cement (OPC 43)', search: 'OPC 43 cement', quantity: 300, unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' },
  { label: 'TMT steel bars', search: 'TMT bar', quantity: 2400, unit: 'Kg', quoteMaterial: 'TMT Bars', quoteUnit: 'Other' },
];

const created = { id: 41, sellers_asked: 3, message: RFQ_MESSAGES.sent(3) };

function fakeCalls(overrides: Partial<RfqRequestCalls> = {}): RfqRequestCalls & { [K in keyof RfqRequestCalls]: ReturnType<typeof vi.fn> } {
  return {
    create: vi.fn(async () => created),
    sendOtp: vi.fn(async () => ({ message: 'OTP sent', expires_in: 300, resend_in: 30 })),
    verifyOtp: vi.fn(async () => ({ verification_token: 'proof', phone: '+919876543210' })),
    firebaseLogin: vi.fn(async () => {
      throw new ApiError({ status: 404, body: { detail: 'No account found for this phone number. Please register first.' } });
    }),
    firebaseRegister: vi.fn(async () => ({ access_token: 'new-buyer', token_type: 'bearer', user: {} as never })),
    ...overrides,
  } as never;
}

function renderDialog(calls: RfqRequestCalls, items = rfqItemsFromNeeds(BOQ_NEEDS)) {
  const onSent = vi.fn();
  render(<RfqRequestDialog open onOpenChange={() => {}} items={items} source="boq" calls={calls} onSent={onSent} />);
  return { onSent, dialog: screen.getByRole('dialog', { name: 'Get prices from suppliers' }) };
}

async function fillSite(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Site pincode/ }), '560001');
}

describe('<RfqRequestDialog>', () => {
  it('starts from a BOQ’s materials, quantities and units, and a signed-in buyer’s request goes at once', async () => {
    signInBuyer('buyer-1');
    const calls = fakeCalls();
    const user = userEvent.setup();
    const { onSent } = renderDialog(calls);
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Cement (OPC 43)');
    expect(screen.getByRole('textbox', { name: /Quantity of TMT steel bars/ })).toHaveValue('2400');
    expect(screen.getByRole('combobox', { name: /Unit of TMT steel bars/ })).toHaveValue('Kilograms (Kg)');
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).not.toBeInTheDocument();

    await fillSite(user);
    await user.click(screen.getByRole('checkbox', { name: /share my phone/ }));
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));

    expect(await screen.findByText(RFQ_MESSAGES.sent(3))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your request and its offers' })).toHaveAttribute('href', '/rfqs/41');
    const [request] = calls.create.mock.calls[0] as [RfqRequest];
    expect(request).toMatchObject({
      items: [
        { description: 'Cement (OPC 43)', quantity: 300, unit: 'Bags' },
        { description: 'TMT steel bars', quantity: 2400, unit: 'Kilograms (Kg)' },
      ],
      site_pincode: '560001',
      share_phone: true,
      source: 'boq',
    });
    expect(onSent).toHaveBeenCalledWith(created);
    expect(calls.sendOtp).not.toHaveBeenCalled();
  });

  it('names each box’s problem and sends nothing: an item without a name, a quantity that is not whole, no pincode', async () => {
    signInBuyer('buyer-1');
    const calls = fakeCalls();
    const user = userEvent.setup();
    renderDialog(calls);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const quantity = screen.getByRole('textbox', { name: /Quantity of Item 3/ });
    await user.type(quantity, '2.5');
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    expect(screen.getByText(RFQ_MESSAGES.itemNamed)).toBeInTheDocument();
    expect(screen.getByText(RFQ_MESSAGES.quantity)).toBeInTheDocument();
    expect(screen.getByText(RFQ_MESSAGES.pincode)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(calls.create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Item 3' }));
    expect(screen.queryByRole('textbox', { name: 'Item 3' })).not.toBeInTheDocument();
  });

  it('a visitor proves the phone by a code: the account is made in their name, then the request goes', async () => {
    const calls = fakeCalls();
    const user = userEvent.setup();
    renderDialog(calls);
    await fillSite(user);
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(calls.sendOtp).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meena Iyer');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    expect(calls.sendOtp).toHaveBeenCalledWith('9876543210');
    expect(calls.create).not.toHaveBeenCalled();

    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Send' }));
    expect(await screen.findByText(RFQ_MESSAGES.sent(3))).toBeInTheDocument();
    expect(calls.firebaseRegister).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Meena', last_name: 'Iyer', firebase_uid: 'proof' }));
    expect(calls.create).toHaveBeenCalledTimes(1);
  });

  it('a wrong code is said on the code step, and nothing is sent', async () => {
    const calls = fakeCalls({
      verifyOtp: vi.fn(async () => {
        throw new ApiError({ status: 400, body: { detail: 'Invalid OTP. Please enter the correct 6-digit code.' } });
      }),
    });
    const user = userEvent.setup();
    renderDialog(calls);
    await fillSite(user);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meena Iyer');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Send' }));
    expect(await screen.findByText(/Invalid OTP/)).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('the server’s refusal is shown with every box as typed', async () => {
    signInBuyer('buyer-1');
    const calls = fakeCalls({
      create: vi.fn(async () => {
        throw new ApiError({ status: 409, body: { detail: RFQ_MESSAGES.tooManyOpen } });
      }),
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog(calls);
    await fillSite(user);
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    expect(await within(dialog).findByText(RFQ_MESSAGES.tooManyOpen)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Site pincode/ })).toHaveValue('560001');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Cement (OPC 43)');
  });

  it('a seller signed in is told to ask from a buyer account', async () => {
    signInSeller('seller-1');
    const calls = fakeCalls();
    const user = userEvent.setup();
    renderDialog(calls);
    await fillSite(user);
    await user.click(screen.getByRole('button', { name: 'Ask for prices' }));
    expect(screen.getByText(/made from a buyer account/)).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });
});

describe('the request for quotation in Kannada', () => {
  it('the button and the dialog speak Kannada, marked with lang; the dialog starts with one blank item', async () => {
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <RfqRequestButton />
      </LangContext>,
    );
    const button = await screen.findByRole('button', { name: 'ಪೂರೈಕೆದಾರರಿಂದ ದರ ಪಡೆಯಿರಿ' });
    expect(button).toHaveAttribute('lang', 'kn');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'ಪೂರೈಕೆದಾರರಿಂದ ದರ ಪಡೆಯಿರಿ' });
    expect(dialog).toHaveAttribute('lang', 'kn');
    expect(within(dialog).getByRole('textbox', { name: 'ಸಾಮಗ್ರಿ 1' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /ಸಾಮಗ್ರಿ 1 ಘಟಕ/ })).toHaveDisplayValue('ಘಟಕ ಆರಿಸಿ');
  });

  it('names each box’s problem in Kannada from the rules’ codes, then says to how many suppliers it went', async () => {
    signInBuyer('buyer-1');
    const calls = fakeCalls();
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <RfqRequestDialog open onOpenChange={() => {}} items={rfqItemsFromNeeds(BOQ_NEEDS)} source="boq" calls={calls} />
      </LangContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'ಪೂರೈಕೆದಾರರಿಂದ ದರ ಪಡೆಯಿರಿ' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Cement \(OPC 43\) ಪ್ರಮಾಣ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ದರ ಕೇಳಿ' }));
    expect(within(dialog).getByRole('textbox', { name: /ಸೈಟ್ ಪಿನ್‌ಕೋಡ್/ })).toHaveAccessibleDescription('ಸೈಟ್‌ನ 6 ಅಂಕಿಯ ಪಿನ್‌ಕೋಡ್ ಹಾಕಿ');
    expect(within(dialog).getByText('1 ರಿಂದ 10,00,000 ರವರೆಗಿನ ಪ್ರಮಾಣವನ್ನು ಪೂರ್ಣ ಸಂಖ್ಯೆಯಲ್ಲಿ ಹಾಕಿ')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Cement \(OPC 43\) ಪ್ರಮಾಣ/ }), '300');
    await user.type(within(dialog).getByRole('textbox', { name: /ಸೈಟ್ ಪಿನ್‌ಕೋಡ್/ }), '560001');
    await user.click(within(dialog).getByRole('button', { name: 'ದರ ಕೇಳಿ' }));
    expect(await within(dialog).findByText(/ನಿಮ್ಮ ಕೋರಿಕೆ ಸೈಟ್‌ಗೆ ಡೆಲಿವರಿ ಮಾಡುವ 3 ಪೂರೈಕೆದಾರರಿಗೆ ಹೋಗಿದೆ/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'ನಿಮ್ಮ ಕೋರಿಕೆ ಮತ್ತು ಅದರ ಕೊಟೇಶನ್‌ಗಳನ್ನು ನೋಡಿ' })).toHaveAttribute('href', '/rfqs/41');
  });

  it('a visitor’s wrong code, which the server names in English, is said in Kannada', async () => {
    const calls = fakeCalls({
      verifyOtp: vi.fn(async () => {
        throw new ApiError({ status: 400, body: { detail: 'The OTP has expired. Please request a new one.' } });
      }),
    });
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <RfqRequestDialog open onOpenChange={() => {}} items={rfqItemsFromNeeds(BOQ_NEEDS)} source="boq" calls={calls} />
      </LangContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'ಪೂರೈಕೆದಾರರಿಂದ ದರ ಪಡೆಯಿರಿ' });
    await user.type(within(dialog).getByRole('textbox', { name: /ಸೈಟ್ ಪಿನ್‌ಕೋಡ್/ }), '560001');
    await user.type(within(dialog).getByRole('textbox', { name: /ನಿಮ್ಮ ಹೆಸರು/ }), 'Meena Iyer');
    await user.type(within(dialog).getByRole('textbox', { name: /ಮೊಬೈಲ್ ನಂಬರ್/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'ದರ ಕೇಳಿ' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'ಕೋಡ್' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'ಪರಿಶೀಲಿಸಿ, ಕಳುಹಿಸಿ' }));
    expect(await within(dialog).findByText('OTP ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ OTP ಪಡೆಯಿರಿ.')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });
});
