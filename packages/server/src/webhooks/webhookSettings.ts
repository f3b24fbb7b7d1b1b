import { ConfigError } from '../configError.ts';
import type { ServerMode } from '../serverMode.ts';

/** How this instance handles webhooks (docs/webhooks.md, docs/operations.md). */
export interface WebhookSettings {
  /** Whether this instance runs the delivery worker (WEBHOOK_DELIVERY=off turns it off; events still queue). */
  deliver: boolean;
  /**
   * WEBHOOK_ALLOW_LOCAL_TARGETS (development and tests only): endpoints may be plain http:// and on
   * a loopback address (a receiver on 127.0.0.1). Private, link-local and unique-local addresses
   * stay refused. Refused in production.
   */
  allowLocalTargets: boolean;
  /** Milliseconds between the worker's looks for due deliveries. */
  pollIntervalMs: number;
}

/** How often the worker looks for due deliveries unless WEBHOOK_POLL_INTERVAL_MS says otherwise. */
export const DEFAULT_WEBHOOK_POLL_MS = 2000;

/** Without settings (tests' default configuration): no worker, no local targets. */
export const NO_WEBHOOK_DELIVERY: WebhookSettings = { deliver: false, allowLocalTargets: false, pollIntervalMs: DEFAULT_WEBHOOK_POLL_MS };

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(text)) return true;
  if (['0', 'false', 'off', 'no'].includes(text)) return false;
  throw new ConfigError(`${name} must be on or off, not "${value}"`);
}

/** The webhook settings from WEBHOOK_DELIVERY, WEBHOOK_ALLOW_LOCAL_TARGETS and WEBHOOK_POLL_INTERVAL_MS. */
export function webhookSettingsFrom(env: Record<string, string | undefined>, mode: ServerMode): WebhookSettings {
  const allowLocalTargets = flag('WEBHOOK_ALLOW_LOCAL_TARGETS', env.WEBHOOK_ALLOW_LOCAL_TARGETS, false);
  if (allowLocalTargets && mode === 'production')
    throw new ConfigError('WEBHOOK_ALLOW_LOCAL_TARGETS is for development and tests: it is refused in production');
  const poll = env.WEBHOOK_POLL_INTERVAL_MS?.trim();
  const pollIntervalMs = poll ? Number(poll) : DEFAULT_WEBHOOK_POLL_MS;
  if (!Number.isInteger(pollIntervalMs) || pollIntervalMs < 50 || pollIntervalMs > 60_000)
    throw new ConfigError('WEBHOOK_POLL_INTERVAL_MS must be a whole number of milliseconds from 50 to 60000');
  return { deliver: flag('WEBHOOK_DELIVERY', env.WEBHOOK_DELIVERY, true), allowLocalTargets, pollIntervalMs };
}
