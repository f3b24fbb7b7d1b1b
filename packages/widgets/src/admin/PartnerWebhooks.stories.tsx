import type { Meta, StoryObj } from '@storybook/react-vite';
import { PARTNER_ID_MESSAGE } from '@nirmaan/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { asAdminWith, DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { fakeWebhookCalls, sampleAttempt, sampleEndpoint } from '../testing/fakeWebhookCalls.ts';
import { PartnerWebhooks } from './PartnerWebhooks.tsx';

const blogHooks = fakeWebhookCalls({
  delay: 50,
  endpoints: [
    sampleEndpoint(7, 'https://crm.sharma-blog.in/hooks/nirmaan', { events: ['lead.created', 'order.placed'], last_attempt: sampleAttempt(70, 1, 204) }),
  ],
});

const meta = {
  title: 'Widgets/Admin/Partner webhooks',
  component: PartnerWebhooks,
  args: { partnerId: 'sharma-blog', onPartnerIdChange: fn(), callsFor: () => blogHooks },
  parameters: { layout: 'padded' },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA),
} satisfies Meta<typeof PartnerWebhooks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner's endpoints, managed by the admin on the partner's behalf (the Partners tab). */
export const PartnerEndpoints: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'https://crm.sharma-blog.in/hooks/nirmaan' })).toBeInTheDocument();
  },
};

/** No partner chosen yet: a partner id to type, checked by the widgets' partner id rule. */
export const ChoosePartner: Story = {
  args: { partnerId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show webhooks' }));
    await expect(canvas.getByText(PARTNER_ID_MESSAGE)).toBeVisible();
  },
};
