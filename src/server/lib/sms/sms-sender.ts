import type { Env } from "../../env";
import { LogSmsSender } from "./log-sms";
import { TwilioSmsSender } from "./twilio-sms";

/** One text message to one phone (966XXXXXXXXX, digits only). */
export type SmsMessage = { to: string; text: string };

/**
 * Sends text messages. Implementations throw `SmsError` when the provider refuses or cannot
 * be reached; they never log the phone number or the text in clear.
 */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}

const senders = new WeakMap<Env, SmsSender>();

/**
 * The sender configured by the environment (`SMS_DRIVER`): `log` by default, `twilio` with
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID).
 * One instance per environment object, so tests with their own env get their own sender.
 */
export function smsSenderFor(env: Env): SmsSender {
  let sender = senders.get(env);
  if (!sender) {
    sender = createSmsSender(env);
    senders.set(env, sender);
  }
  return sender;
}

export function createSmsSender(env: Env): SmsSender {
  switch (env.smsDriver) {
    case "log":
      return new LogSmsSender(env.dataDir);
    case "twilio":
      return new TwilioSmsSender({
        accountSid: env.twilioAccountSid,
        authToken: env.twilioAuthToken,
        from: env.twilioFrom,
        messagingServiceSid: env.twilioMessagingServiceSid,
        baseUrl: env.twilioBaseUrl,
      });
    default:
      throw new Error(`SMS_DRIVER must be "log" or "twilio", got "${String(env.smsDriver)}"`);
  }
}
