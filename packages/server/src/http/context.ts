import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { CatalogueVersion } from './catalogueVersion.ts';
import type { SmsGateway } from '../sms/smsGateway.ts';

/** What every route module needs: the database, the configuration and the SMS gateway. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** Null when no SMS can be sent (production without SMS_PROVIDER): OTP routes answer 503. */
  sms: SmsGateway | null;
  /** The catalogue version the public reads' ETags are made of (./catalogueVersion.ts); without it they have none. */
  catalogueVersion?: CatalogueVersion;
}
