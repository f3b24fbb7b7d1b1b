import { Msg91Gateway } from './msg91Gateway.ts';
import { DevOutboxGateway, type SmsGateway } from './smsGateway.ts';
import type { SmsSettings } from './smsSettings.ts';

/** The gateway the settings name, or null when no SMS can be sent (OTP sign-in is then off). */
export function smsGatewayFor(settings: SmsSettings, log: (line: string) => void): SmsGateway | null {
  switch (settings.provider) {
    case 'none':
      return null;
    case 'dev':
      return new DevOutboxGateway(log);
    case 'msg91':
      return new Msg91Gateway(settings);
  }
}
