export { partnerWebhookCalls, sellerWebhookCalls, type WebhookCalls, type WebhookTestResult } from './webhookApi.ts';
export { blankWebhookForm, toggleWebhookEvent, validateWebhookForm, type WebhookForm, type WebhookFormErrors } from './webhookForm.ts';
export * from './webhookRules.ts';
