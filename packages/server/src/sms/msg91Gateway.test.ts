import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMsg91StandIn, type Msg91StandIn } from '../testing/msg91StandIn.ts';
import { Msg91Gateway } from './msg91Gateway.ts';
import { otpMessage, priceAlertMessage, rfqClosedMessage, rfqRequestMessage, SmsDeliveryError } from './smsGateway.ts';
import { smsSettingsFrom, type SmsSettings } from './smsSettings.ts';

let standIn: Msg91StandIn;
let settings: Extract<SmsSettings, { provider: 'msg91' }>;

beforeAll(async () => {
  standIn = await startMsg91StandIn();
  settings = {
    provider: 'msg91',
    authKey: 'auth-key-123',
    otpTemplateId: '64f1c0ffee',
    otpVariable: 'otp',
    priceAlertTemplateId: null,
    rfqTemplateId: null,
    rfqClosedTemplateId: null,
    apiUrl: standIn.url,
  };
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.received.length = 0;
  standIn.answerWith(200, { type: 'success', message: '3763646c3058313530343233' });
});

describe('the MSG91 gateway', () => {
  it("sends the code by MSG91's documented Flow API: POST /api/v5/flow, authkey header, JSON with template_id and the recipient's variables", async () => {
    await new Msg91Gateway(settings).send('+919876543210', otpMessage('482913'));
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe('auth-key-123');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
    // The number in international form without '+'; the code under the template's variable; no free text (DLT templates only).
    expect(request!.body).toEqual({ template_id: '64f1c0ffee', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '482913' }] });
  });

  it('sends a price alert by its own template, and says it does not send them when none is set', async () => {
    const message = priceAlertMessage('UltraTech Cement (50 kg)', '₹395', 'Bangalore');
    expect(new Msg91Gateway(settings).sends('price-alert')).toBe(false);
    await expect(new Msg91Gateway(settings).send('+919876543210', message)).rejects.toBeInstanceOf(SmsDeliveryError);
    const gateway = new Msg91Gateway({ ...settings, priceAlertTemplateId: 'alert-tmpl' });
    expect(gateway.sends('price-alert')).toBe(true);
    await gateway.send('+919876543210', message);
    expect(standIn.received.at(-1)!.body).toEqual({
      template_id: 'alert-tmpl',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', product: 'UltraTech Cement (50 kg)', price: '₹395', city: 'Bangalore' }],
    });
  });

  it('sends an RFQ notice by its own template only: a price alert template set does not make it claim to send them', async () => {
    const message = rfqRequestMessage(3, '560001', '2026-12-05');
    const alertsOnly = new Msg91Gateway({ ...settings, priceAlertTemplateId: 'alert-tmpl' });
    expect(alertsOnly.sends('rfq-request')).toBe(false);
    await expect(alertsOnly.send('+919876543210', message)).rejects.toBeInstanceOf(SmsDeliveryError);
    const gateway = new Msg91Gateway({ ...settings, rfqTemplateId: 'rfq-tmpl' });
    expect(gateway.sends('rfq-request')).toBe(true);
    expect(gateway.sends('price-alert')).toBe(false);
    await gateway.send('+919876543210', message);
    expect(standIn.received.at(-1)!.body).toEqual({
      template_id: 'rfq-tmpl',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', items: '3', pincode: '560001', until: '2026-12-05' }],
    });
  });

  it('tells a seller an RFQ closed by its own template only: the RFQ request template set does not make it claim to send them', async () => {
    const message = rfqClosedMessage('560001', 'chose-others');
    expect(message.text).toBe('Nirmaan: the request for prices for a site at 560001 that you answered has closed: the buyer chose other offers.');
    const requestsOnly = new Msg91Gateway({ ...settings, rfqTemplateId: 'rfq-tmpl' });
    expect(requestsOnly.sends('rfq-closed')).toBe(false);
    await expect(requestsOnly.send('+919876543210', message)).rejects.toThrow('MSG91_RFQ_CLOSED_TEMPLATE_ID is not set');
    const gateway = new Msg91Gateway({ ...settings, rfqClosedTemplateId: 'closed-tmpl' });
    expect(gateway.sends('rfq-closed')).toBe(true);
    expect(gateway.sends('rfq-request')).toBe(false);
    await gateway.send('+919876543210', rfqClosedMessage('560001', 'cancelled'));
    expect(standIn.received.at(-1)!.body).toEqual({
      template_id: 'closed-tmpl',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', pincode: '560001', reason: 'the buyer cancelled it' }],
    });
  });

  it("puts the code under the template's own variable name", async () => {
    await new Msg91Gateway({ ...settings, otpVariable: 'VAR1' }).send('+919876543210', otpMessage('111222'));
    expect(standIn.received[0]!.body).toMatchObject({ recipients: [{ mobiles: '919876543210', VAR1: '111222' }] });
  });

  it('fails with the reason, never the code, when MSG91 refuses (an error body, even with HTTP 200) or answers an error status', async () => {
    const gateway = new Msg91Gateway(settings);
    standIn.answerWith(200, { type: 'error', message: 'Template 64f1c0ffee not approved for 654321' });
    const refused = gateway.send('+919876543210', otpMessage('654321'));
    await expect(refused).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(refused).rejects.toThrow('MSG91 refused the message (HTTP 200): Template 64f1c0ffee not approved for [code]');

    standIn.answerWith(401, { type: 'error', message: 'Authentication failure' });
    await expect(gateway.send('+919876543210', otpMessage('654321'))).rejects.toThrow('MSG91 refused the message (HTTP 401): Authentication failure');

    standIn.answerWith(502, '<html>Bad gateway</html>');
    await expect(gateway.send('+919876543210', otpMessage('654321'))).rejects.toThrow('MSG91 refused the message (HTTP 502): no message');
  });

  it('fails when MSG91 does not answer in time, or cannot be reached', async () => {
    standIn.answerWith(200, { type: 'success', message: 'late' }, 1_000);
    await expect(new Msg91Gateway(settings, { timeoutMs: 200 }).send('+919876543210', otpMessage('123456'))).rejects.toThrow(
      'MSG91 could not be reached: no answer within 0.2 s',
    );
    await expect(
      new Msg91Gateway({ ...settings, apiUrl: 'http://127.0.0.1:9/api/v5/flow' }).send('+919876543210', otpMessage('123456')),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('SMS settings from the environment', () => {
  it('uses the dev outbox in demo mode and nothing in production, unless a provider is set', () => {
    expect(smsSettingsFrom({}, 'demo')).toEqual({ provider: 'dev' });
    expect(smsSettingsFrom({}, 'production')).toEqual({ provider: 'none' });
    expect(smsSettingsFrom({ SMS_PROVIDER: 'none' }, 'demo')).toEqual({ provider: 'none' });
    expect(smsSettingsFrom({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_OTP_TEMPLATE_ID: 't' }, 'production')).toEqual({
      provider: 'msg91',
      authKey: 'k',
      otpTemplateId: 't',
      otpVariable: 'otp',
      priceAlertTemplateId: null,
      rfqTemplateId: null,
      rfqClosedTemplateId: null,
      apiUrl: 'https://control.msg91.com/api/v5/flow',
    });
    expect(
      smsSettingsFrom(
        {
          SMS_PROVIDER: 'msg91',
          MSG91_AUTH_KEY: 'k',
          MSG91_OTP_TEMPLATE_ID: 't',
          MSG91_PRICE_ALERT_TEMPLATE_ID: ' alerts ',
          MSG91_RFQ_TEMPLATE_ID: 'rfqs',
          MSG91_RFQ_CLOSED_TEMPLATE_ID: ' closed ',
        },
        'production',
      ),
    ).toMatchObject({ priceAlertTemplateId: 'alerts', rfqTemplateId: 'rfqs', rfqClosedTemplateId: 'closed' });
  });

  it('refuses an incomplete or unknown provider, and the dev outbox in production, naming the variable', () => {
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'msg91', MSG91_OTP_TEMPLATE_ID: 't' }, 'production')).toThrow(
      'MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91',
    );
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }, 'production')).toThrow(
      'MSG91_OTP_TEMPLATE_ID is required when SMS_PROVIDER=msg91',
    );
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_OTP_TEMPLATE_ID: 't', MSG91_OTP_VARIABLE: 'a b' }, 'demo')).toThrow(
      'MSG91_OTP_VARIABLE',
    );
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'carrier-pigeon' }, 'demo')).toThrow('SMS_PROVIDER must be msg91, dev or none');
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'dev' }, 'production')).toThrow('SMS_PROVIDER=dev (the demo outbox) is for demo mode only');
  });
});
