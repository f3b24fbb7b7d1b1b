/** The port to an SMS provider. A real provider's adapter implements this; the default is the dev outbox. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}

/**
 * Writes each message to the server log and keeps the latest ones in memory, so a developer (or an
 * end-to-end test) can read the code at /api/v1/dev/outbox. Never used in production.
 */
export class DevOutboxGateway implements SmsGateway {
  readonly messages: OutboxMessage[] = [];
  private readonly log: (line: string) => void;
  private readonly limit: number;

  constructor(log: (line: string) => void, limit = 200) {
    this.log = log;
    this.limit = limit;
  }

  async send(phone: string, text: string): Promise<void> {
    this.messages.push({ phone, text, sentAt: new Date().toISOString() });
    if (this.messages.length > this.limit) this.messages.shift();
    this.log(`SMS to ${phone}: ${text}`);
  }

  /** Newest first, optionally for one phone. */
  list(phone?: string): OutboxMessage[] {
    return this.messages.filter((message) => !phone || message.phone === phone).reverse();
  }
}
