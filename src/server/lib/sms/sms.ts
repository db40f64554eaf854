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
