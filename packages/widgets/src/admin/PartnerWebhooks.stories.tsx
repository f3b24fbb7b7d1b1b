import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
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
  argTypes: { onPartnerIdChange: { control: false }, callsFor: { table: { disable: true } } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`A partner's webhook endpoints, managed by the admin under the Admin Dashboard's Partners tab: partners have no accounts, so the admin registers and manages their endpoints by partner id (chosen from a partner's card, or typed), even for a partner whose widgets have brought nothing yet. Below the partner id, the same Webhooks panel sellers have.

**Use it** inside the Admin Dashboard only. **Do not use it** for a seller's endpoints (the Seller Dashboard's Webhooks tab).

**States** (the stories): PartnerEndpoints and ChoosePartner (a partner id to type, checked by the widgets' partner-id rule).

**Props**: \`partnerId\` (or null) with \`onPartnerIdChange\`, \`callsFor\` (stories pass fakes).

**Accessibility**: the partner id is a labelled field with its message tied to it; a partner chosen from a card moves the focus to this section's heading; the panel's own notes are on the Seller/Webhooks page.`),
  },
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
