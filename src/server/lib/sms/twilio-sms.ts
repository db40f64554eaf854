import { SmsError, type SmsMessage, type SmsSender } from "./sms";

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** Sender number (E.164) or alphanumeric sender id. */
  from: string;
  /** Used instead of `from` when set. */
  messagingServiceSid: string;
  /** https://api.twilio.com in production; a local fake server in tests. */
  baseUrl: string;
  timeoutMs?: number;
};

/**
 * Twilio's Programmable Messaging REST API: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, HTTP basic auth. Any status other than 2xx is a failure (the caller answers
 * "the code was not sent"); the body of Twilio's error is kept out of the message because it
 * can echo the phone number.
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = "twilio";

  constructor(private readonly config: TwilioConfig) {
    if (!config.accountSid || !config.authToken || (!config.from && !config.messagingServiceSid)) {
      throw new Error(
        "SMS_DRIVER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID",
      );
    }
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, messagingServiceSid, baseUrl } = this.config;
    const url = `${baseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: `+${to}`, Body: text });
    if (messagingServiceSid) form.set("MessagingServiceSid", messagingServiceSid);
    else form.set("From", from);
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(`twilio unreachable: ${(error as Error).name}`);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { code?: number } | null;
      throw new SmsError(
        `twilio refused the message (status ${res.status}, code ${body?.code ?? "?"})`,
        res.status,
      );
    }
    await res.body?.cancel().catch(() => {});
  }
}
