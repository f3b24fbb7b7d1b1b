import { $locale, logout, signInSeller } from '@nirmaan/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { fakeWebhookCalls, sampleAttempt, sampleEndpoint } from '../testing/fakeWebhookCalls.ts';
import { WebhooksPanel } from '../webhooks-shared/WebhooksPanel.tsx';
import { SellerDashboard } from './SellerDashboard.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout('seller');
  $locale.set('en');
  restore();
});

describe("The seller's CRM and webhooks in Kannada", () => {
  it('speaks Kannada on the CRM tab: stats, cards, stages, priorities, the edit and delete dialogs and the form checks', async () => {
    restore = installFakeApi({ seller: DEMO_SELLER_DATA });
    $locale.set('kn');
    signInSeller('s-crm-kannada');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'CRM' }));

    const stats = within(await screen.findByRole('list', { name: 'CRM ಅಂಕಿಅಂಶಗಳು' }));
    expect(stats.getByText('ಒಟ್ಟು ಸಂಪರ್ಕಗಳು')).toBeInTheDocument();
    expect(stats.getByText('ಬಾಕಿ ವಿಚಾರಣೆಗಳ ಮೌಲ್ಯ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ಕಾರ್ಯಗಳ ಜ್ಞಾಪನೆ' }).closest('[lang]')).toHaveAttribute('lang', 'kn');

    // Leads: the stage in Kannada, the value in Indian grouping, the partner and the order it became.
    const leads = within(screen.getByRole('region', { name: 'ವಿಚಾರಣೆಗಳು' }));
    const won = (await leads.findByText('TMT for duplex')).closest('li')!;
    expect(within(won).getByText('ವ್ಯವಹಾರ ಕುದುರಿದೆ', { selector: 'span' })).toBeInTheDocument();
    expect(won).toHaveTextContent('₹1,50,000');
    expect(won).toHaveTextContent('ಪಾಲುದಾರ buildright-journal ಮೂಲಕ');
    expect(won).toHaveTextContent('ಆರ್ಡರ್ #117');
    expect(leads.getByRole('button', { name: 'ವಿಚಾರಣೆಗಳ CSV ಡೌನ್‌ಲೋಡ್' })).toBeInTheDocument();

    // The edit dialog names its boxes and its check in Kannada.
    await user.click(leads.getByRole('button', { name: '200 bags for Whitefield site: ಬದಲಿಸಿ' }));
    const dialog = within(screen.getByRole('dialog', { name: 'ವಿಚಾರಣೆ ಬದಲಿಸಿ' }));
    const value = dialog.getByRole('textbox', { name: 'ಮೌಲ್ಯ (₹)' });
    await user.clear(value);
    await user.type(value, '95000.125');
    await user.click(dialog.getByRole('button', { name: 'ಉಳಿಸಿ' }));
    expect(dialog.getByText('ಮೌಲ್ಯವನ್ನು ರೂಪಾಯಿಗಳಲ್ಲಿ ನಮೂದಿಸಿ: 0 ಅಥವಾ ಹೆಚ್ಚು, ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳು')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' }));

    // Tasks: what a task is about and its priority in Kannada; an empty title is named.
    const tasks = within(screen.getByRole('region', { name: 'ಕಾರ್ಯಗಳು' }));
    const call = (await tasks.findByText('Call Anand about delivery')).closest('li')!;
    expect(call).toHaveTextContent('ವಿಚಾರಣೆ: 200 bags for Whitefield site · ಸಂಪರ್ಕ: Anand Builders');
    expect(call).toHaveTextContent(/ಹೆಚ್ಚು ಆದ್ಯತೆ · .*2026ರೊಳಗೆ/);
    await user.click(tasks.getByRole('button', { name: 'ಕಾರ್ಯ ಸೇರಿಸಿ' }));
    expect(tasks.getByText('ಕಾರ್ಯದ ಶೀರ್ಷಿಕೆ ಬೇಕು')).toBeInTheDocument();

    // Deleting a contact asks in Kannada and says it is done.
    const contacts = within(screen.getByRole('region', { name: 'ಸಂಪರ್ಕಗಳು' }));
    await user.click(contacts.getByRole('button', { name: 'Meena Constructions: ಅಳಿಸಿ' }));
    const question = within(screen.getByRole('dialog', { name: 'ಈ ಸಂಪರ್ಕವನ್ನು ಅಳಿಸಬೇಕೆ?' }));
    await user.click(question.getByRole('button', { name: 'ಅಳಿಸಿ' }));
    expect(await contacts.findByText('Meena Constructions ಅಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
  });

  it('speaks Kannada in the webhooks panel, marked lang="kn": events, the delivery log, the test notice', async () => {
    $locale.set('kn');
    signInSeller('s-webhooks-kannada');
    const calls = fakeWebhookCalls({
      endpoints: [sampleEndpoint(1, 'https://erp.dealer.in/hooks')],
      attempts: { 1: [sampleAttempt(5, 2, 500), sampleAttempt(5, 1, null)] },
    });
    const user = userEvent.setup();
    render(<WebhooksPanel owner="seller" dataKey="kannada" calls={calls} />);

    const heading = await screen.findByRole('heading', { level: 2, name: 'ವೆಬ್‌ಹುಕ್‌ಗಳು' });
    expect(heading.closest('section')).toHaveAttribute('lang', 'kn');
    const card = (await screen.findByRole('heading', { name: 'https://erp.dealer.in/hooks' })).closest('li')!;
    expect(card).toHaveTextContent('ಆರ್ಡರ್ ಬಂದಿದೆ, ಆರ್ಡರ್ ಸ್ಥಿತಿ ಬದಲಾಗಿದೆ');

    await user.click(within(card).getByRole('button', { name: 'ಡೆಲಿವರಿ ದಾಖಲೆ' }));
    const log = await screen.findByRole('table', { name: 'https://erp.dealer.in/hooks: ಡೆಲಿವರಿ ದಾಖಲೆ' });
    expect(within(log).getByRole('columnheader', { name: 'ಉತ್ತರ' })).toBeInTheDocument();
    expect(log).toHaveTextContent('ಉತ್ತರ ಬಂದಿಲ್ಲ: connect ECONNREFUSED');

    await user.click(within(card).getByRole('button', { name: 'ಪರೀಕ್ಷಾ ಘಟನೆ ಕಳುಹಿಸಿ' }));
    expect(await screen.findByText('ಪರೀಕ್ಷಾ ಘಟನೆ ತಲುಪಿದೆ (HTTP 200).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'https://erp.dealer.in/hooks: ಅಳಿಸಿ' }));
    await user.click(within(screen.getByRole('dialog', { name: 'ಈ ವೆಬ್‌ಹುಕ್ ವಿಳಾಸವನ್ನು ಅಳಿಸಬೇಕೆ?' })).getByRole('button', { name: 'ಅಳಿಸಿ' }));
    await waitFor(() => expect(screen.getByText('ವಿಳಾಸವನ್ನು ಅಳಿಸಲಾಗಿದೆ.')).toBeInTheDocument());
  });
});
