import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from './webhookRules.ts';
import { blankWebhookForm, toggleWebhookEvent, validateWebhookForm } from './webhookForm.ts';

describe('the Add endpoint form', () => {
  it('starts with every event the owner can get, and keeps them in order when toggled', () => {
    const form = blankWebhookForm('seller');
    expect(form.events).toEqual(['lead.created', 'order.placed', 'order.status_changed', 'price.changed']);
    const fewer = toggleWebhookEvent(form, 'seller', 'order.placed', false);
    expect(fewer.events).toEqual(['lead.created', 'order.status_changed', 'price.changed']);
    expect(toggleWebhookEvent(fewer, 'seller', 'order.placed', true).events).toEqual(form.events);
  });

  it('asks for a full URL and at least one event', () => {
    expect(validateWebhookForm({ url: 'https://erp.dealer.in/hooks', events: ['order.placed'] })).toEqual({});
    expect(validateWebhookForm({ url: 'erp.dealer.in/hooks', events: [] })).toEqual({ url: M.urlInvalid, events: M.noEvents });
    expect(validateWebhookForm({ url: 'ftp://erp.dealer.in/', events: ['order.placed'] })).toEqual({ url: M.urlInvalid });
  });
});
