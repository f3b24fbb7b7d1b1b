import { SmsDeliveryError, type SmsGateway, type SmsMessage, type SmsTemplate } from './smsGateway.ts';
import type { SmsSettings } from './smsSettings.ts';

type Msg91Settings = Extract<SmsSettings, { provider: 'msg91' }>;

/** How long MSG91 has to answer before the send counts as failed. */
export const MSG91_ANSWER_TIMEOUT_MS = 10_000;

/**
 * MSG91 (msg91.com), by its documented Flow API: `POST /api/v5/flow` with the `authkey` header and
 * `{ template_id, short_url, recipients: [{ mobiles, <variable>: value }] }`, the number in
 * international form without '+'. Chosen over Twilio for India: MSG91 sends through Indian
 * operators with the DLT template registration TRAI requires built into its panel (a template id
 * maps to the DLT id), and costs a fraction of Twilio's per-SMS price to Indian numbers.
 * MSG91 answers `{"type": "success", "message": <request id>}`, or `{"type": "error", "message": …}`
 * (sometimes with HTTP 200), so both the status and the type are checked.
 */
export class Msg91Gateway implements SmsGateway {
  private readonly settings: Msg91Settings;
  private readonly timeoutMs: number;

  constructor(settings: Msg91Settings, { timeoutMs = MSG91_ANSWER_TIMEOUT_MS } = {}) {
    this.settings = settings;
    this.timeoutMs = timeoutMs;
  }

  /** The MSG91 template of each kind of message other than the OTP; null where the operator set none. */
  private templateOf(template: Exclude<SmsTemplate, 'otp'>): { id: string | null; setting: string } {
    switch (template) {
      case 'price-alert':
        return { id: this.settings.priceAlertTemplateId, setting: 'MSG91_PRICE_ALERT_TEMPLATE_ID' };
      case 'rfq-request':
        return { id: this.settings.rfqTemplateId, setting: 'MSG91_RFQ_TEMPLATE_ID' };
      case 'rfq-closed':
        return { id: this.settings.rfqClosedTemplateId, setting: 'MSG91_RFQ_CLOSED_TEMPLATE_ID' };
    }
  }

  sends(template: SmsTemplate): boolean {
    return template === 'otp' || this.templateOf(template).id !== null;
  }

  /** The template and its variables for a message. */
  private flow(message: SmsMessage): { templateId: string; variables: Record<string, string> } {
    if (message.template === 'otp') return { templateId: this.settings.otpTemplateId, variables: { [this.settings.otpVariable]: message.values.code } };
    const { id, setting } = this.templateOf(message.template);
    if (!id) throw new SmsDeliveryError(`${setting} is not set: these messages are not sent by SMS`);
    return { templateId: id, variables: message.values };
  }

  async send(phone: string, message: SmsMessage): Promise<void> {
    const { authKey, apiUrl } = this.settings;
    const { templateId, variables } = this.flow(message);
    const body = { template_id: templateId, short_url: '0', recipients: [{ mobiles: phone.replace(/^\+/, ''), ...variables }] };
    let response: Response;
    try {
      response = await fetch(apiUrl, {
        method: 'POST',
        headers: { authkey: authKey, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${this.timeoutMs / 1000} s` : (error as Error).message;
      throw new SmsDeliveryError(`MSG91 could not be reached: ${reason}`);
    }
    const answer = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (response.ok && answer?.type === 'success') return;
    const secret = message.template === 'otp' ? message.values.code : null;
    const said = typeof answer?.message === 'string' ? (secret ? answer.message.replaceAll(secret, '[code]') : answer.message).slice(0, 200) : 'no message';
    throw new SmsDeliveryError(`MSG91 refused the message (HTTP ${response.status}): ${said}`);
  }
}
