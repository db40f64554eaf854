import type { Env } from "../../env";
import { LogSmsSender } from "./log-sms";
import type { SmsSender } from "./sms";
import { TwilioSmsSender } from "./twilio-sms";

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
