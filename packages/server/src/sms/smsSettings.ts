import type { ServerMode } from '../serverMode.ts';
import { ConfigError } from '../configError.ts';

/** MSG91's Flow API (send an SMS by a DLT-approved template). */
export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export type SmsSettings =
  /** No provider: OTP sign-in is off (503), password sign-in works. */
  | { provider: 'none' }
  /** Demo mode: the log and the loopback-only dev outbox. */
  | { provider: 'dev' }
  | {
      provider: 'msg91';
      authKey: string;
      /** The MSG91 template of the OTP text, mapped to its DLT template id in MSG91's panel. */
      otpTemplateId: string;
      /** The template's variable holding the code (##otp## → 'otp'). */
      otpVariable: string;
      /** The template of price alerts (variables product, price, city); null: alerts are told on the site only. */
      priceAlertTemplateId: string | null;
      /** The template telling a seller of a request for quotation (variables items, pincode, until); null: told in the dashboard only. */
      rfqTemplateId: string | null;
      /** The template telling a seller that an RFQ they answered closed without their offer (variables pincode, reason); null: told in the dashboard only. */
      rfqClosedTemplateId: string | null;
      /** The flow endpoint; only a test stand-in changes it. */
      apiUrl: string;
    };

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required when SMS_PROVIDER=msg91`);
  return value;
}

/**
 * SMS_PROVIDER: 'msg91' (MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID, optional MSG91_OTP_VARIABLE, MSG91_PRICE_ALERT_TEMPLATE_ID, MSG91_RFQ_TEMPLATE_ID and
 * MSG91_RFQ_CLOSED_TEMPLATE_ID), 'dev'
 * (demo mode only), or unset: the dev outbox in demo mode, no SMS at all in production.
 */
export function smsSettingsFrom(env: Env, mode: ServerMode): SmsSettings {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || (mode === 'demo' ? 'dev' : 'none');
  if (provider === 'none') return { provider: 'none' };
  if (provider === 'dev') {
    if (mode === 'production')
      throw new ConfigError(
        'SMS_PROVIDER=dev (the demo outbox) is for demo mode only; in production set SMS_PROVIDER=msg91, or leave it unset to turn OTP sign-in off',
      );
    return { provider: 'dev' };
  }
  if (provider === 'msg91') {
    const otpVariable = env.MSG91_OTP_VARIABLE?.trim() || 'otp';
    if (!/^[A-Za-z0-9_]{1,40}$/.test(otpVariable)) throw new ConfigError(`MSG91_OTP_VARIABLE must be a template variable name, not "${otpVariable}"`);
    const apiUrl = env.MSG91_API_URL?.trim() || MSG91_FLOW_URL;
    if (!URL.canParse(apiUrl)) throw new ConfigError(`MSG91_API_URL must be a URL, not "${apiUrl}"`);
    return {
      provider: 'msg91',
      authKey: required(env, 'MSG91_AUTH_KEY'),
      otpTemplateId: required(env, 'MSG91_OTP_TEMPLATE_ID'),
      otpVariable,
      priceAlertTemplateId: env.MSG91_PRICE_ALERT_TEMPLATE_ID?.trim() || null,
      rfqTemplateId: env.MSG91_RFQ_TEMPLATE_ID?.trim() || null,
      rfqClosedTemplateId: env.MSG91_RFQ_CLOSED_TEMPLATE_ID?.trim() || null,
      apiUrl,
    };
  }
  throw new ConfigError(`SMS_PROVIDER must be msg91, dev or none, not "${env.SMS_PROVIDER}"`);
}
