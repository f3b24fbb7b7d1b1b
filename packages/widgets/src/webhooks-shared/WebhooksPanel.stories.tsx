import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { WEBHOOK_MESSAGES } from '@nirmaan/core';
import { expect, userEvent, within } from 'storybook/test';
import { asSellerWith, DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { fakeWebhookCalls, sampleAttempt, sampleEndpoint } from '../testing/fakeWebhookCalls.ts';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import T from './messages/compiled/en.js';

const ERP = 'https://erp.balaji-traders.in/nirmaan/webhooks';
const CRM = 'https://hooks.example-crm.com/in/4821';

/** Two endpoints: one delivering, one whose receiver fails (retrying), each with a delivery log. */
const withEndpoints = () =>
  fakeWebhookCalls({
    delay: 50,
    endpoints: [
      sampleEndpoint(1, ERP, { last_attempt: sampleAttempt(31, 1, 200) }),
      sampleEndpoint(2, CRM, { events: ['lead.created', 'price.changed'], last_attempt: sampleAttempt(32, 2, 500, { event_type: 'lead.created' }) }),
    ],
    attempts: {
      1: [sampleAttempt(31, 1, 200), sampleAttempt(30, 2, 200, { event_type: 'order.status_changed' }), sampleAttempt(30, 1, null)],
      2: [sampleAttempt(32, 2, 500, { event_type: 'lead.created' }), sampleAttempt(32, 1, 500, { event_type: 'lead.created' })],
    },
  });

const meta = {
  title: 'Widgets/Seller/Webhooks',
  component: WebhooksPanel,
  args: { owner: 'seller', dataKey: 'story', calls: withEndpoints() },
  argTypes: { owner: { control: 'inline-radio', options: ['seller', 'partner'] }, calls: { table: { disable: true } } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Webhook endpoints (the Seller Dashboard's Webhooks tab, and a partner's under the admin's Partners): the list with each endpoint's last attempt, **Add endpoint** (a URL and the events), the signing secret shown once with Copy, **Send test event**, **Rotate secret** and **Delete** (both asked first), and each endpoint's delivery log (every attempt's answer, and whether it will be retried). How receivers verify the signature: docs/webhooks.md.

**Use it** in the seller's and admin's work areas. **Do not use it** for a buyer: buyers get no webhooks.

**States** (the stories): Endpoints (one delivering, one retrying), Loading, Empty, LoadFailed (Retry), AddInvalid (what each field needs, then a private address the server refuses), SecretShownOnce, DeliveryLog, TestSent and ConfirmRotate.

**Props**: \`owner\` (seller, or partner for an admin), \`dataKey\` (names this owner's list among the account's data), \`calls\` (the API's; stories pass fakes), \`title\` (default Webhooks).

**Accessibility**: the URL is labelled and the events are a fieldset of checkboxes with a legend, their messages tied to them; the secret is a read-only box named Signing secret (selected on focus) beside Copy; confirmations are modal dialogs that give focus back; attempts' outcomes are words, not colours alone.`),
  },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The seller's endpoints with their last attempts: one delivering, one retrying after 500s; also drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`). */
export const Endpoints: Story = {
  tags: ['languages'],
  args: { dataKey: 'endpoints', calls: withEndpoints() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: CRM })).toBeInTheDocument();
  },
};

/** Still loading the endpoints. */
export const Loading: Story = {
  args: { dataKey: 'loading', calls: fakeWebhookCalls({ mode: 'loading' }) },
};

/** No endpoint yet. */
export const Empty: Story = {
  args: { dataKey: 'empty', calls: fakeWebhookCalls({ delay: 50 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: T.none() })).toBeInTheDocument();
  },
};

/** The endpoints could not be loaded: Retry. */
export const LoadFailed: Story = {
  args: { dataKey: 'failed', calls: fakeWebhookCalls({ mode: 'failing', delay: 50 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.loadFailed())).toBeInTheDocument();
  },
};

/** Add endpoint sent without a URL and without events: what each needs; then a private address refused by the server. */
export const AddInvalid: Story = {
  args: { dataKey: 'invalid', calls: fakeWebhookCalls({ delay: 50 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.add() }));
    for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: T.add() }));
    await expect(canvas.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeVisible();
    await expect(canvas.getByText(WEBHOOK_MESSAGES.noEvents)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(T.urlLabel()) }), 'https://192.168.1.20/hooks');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Order placed/ }));
    await userEvent.click(canvas.getByRole('button', { name: T.add() }));
    await expect(await canvas.findByText(WEBHOOK_MESSAGES.privateAddress)).toBeVisible();
  },
};

/** A new endpoint: its signing secret is shown this once, with Copy. */
export const SecretShownOnce: Story = {
  args: { dataKey: 'secret', calls: fakeWebhookCalls({ delay: 50 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.add() }));
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(T.urlLabel()) }), ERP);
    await userEvent.click(canvas.getByRole('button', { name: T.add() }));
    await expect(await canvas.findByText(T.secretTitle())).toBeVisible();
    await expect((canvas.getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toMatch(/^whsec_/);
  },
};

/** An endpoint's delivery log: each attempt's answer, and whether the delivery will be retried. */
export const DeliveryLog: Story = {
  args: { dataKey: 'log', calls: withEndpoints() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: T.showLog() });
    await userEvent.click(first!);
    await expect(await canvas.findByRole('table', { name: `Delivery log of ${ERP}` })).toBeInTheDocument();
  },
};

/** Send test event: the test delivery's answer. */
export const TestSent: Story = {
  args: { dataKey: 'test', calls: withEndpoints() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: T.test() });
    await userEvent.click(first!);
    await expect(await canvas.findByText('Test event delivered (HTTP 200).')).toBeVisible();
  },
};

/** Rotate secret asks first and says how the rotation works. */
export const ConfirmRotate: Story = {
  args: { dataKey: 'rotate', calls: withEndpoints() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: T.rotate() });
    await userEvent.click(first!);
    await expect(body(canvasElement).getByRole('dialog', { name: T.rotateQuestion() })).toBeInTheDocument();
  },
};
