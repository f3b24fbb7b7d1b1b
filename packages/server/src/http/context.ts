import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { SmsGateway } from '../sms/smsGateway.ts';

/** What every route module needs: the database, the configuration and the SMS gateway. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  sms: SmsGateway;
}
