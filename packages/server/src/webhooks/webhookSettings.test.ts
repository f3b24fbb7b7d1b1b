import { describe, expect, it } from 'vitest';
import { ConfigError } from '../configError.ts';
import { DEFAULT_WEBHOOK_POLL_MS, webhookSettingsFrom } from './webhookSettings.ts';

describe('webhook settings', () => {
  it('deliver by default, to public https targets only', () => {
    expect(webhookSettingsFrom({}, 'production')).toEqual({ deliver: true, allowLocalTargets: false, pollIntervalMs: DEFAULT_WEBHOOK_POLL_MS });
    expect(webhookSettingsFrom({ WEBHOOK_DELIVERY: 'off', WEBHOOK_POLL_INTERVAL_MS: '500' }, 'production')).toEqual({
      deliver: false,
      allowLocalTargets: false,
      pollIntervalMs: 500,
    });
  });

  it('allow loopback http receivers only outside production', () => {
    expect(webhookSettingsFrom({ WEBHOOK_ALLOW_LOCAL_TARGETS: 'on' }, 'demo').allowLocalTargets).toBe(true);
    expect(() => webhookSettingsFrom({ WEBHOOK_ALLOW_LOCAL_TARGETS: 'on' }, 'production')).toThrow(ConfigError);
  });

  it('refuse values they cannot read', () => {
    expect(() => webhookSettingsFrom({ WEBHOOK_DELIVERY: 'maybe' }, 'demo')).toThrow('WEBHOOK_DELIVERY must be on or off');
    expect(() => webhookSettingsFrom({ WEBHOOK_POLL_INTERVAL_MS: '5' }, 'demo')).toThrow(ConfigError);
  });
});
