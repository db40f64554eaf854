/** One outgoing e-mail. Plain text only: submissions are summarized, never attached. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where staff replies should go (the sender of a contact message, for instance). */
  replyTo?: string;
};

/** The one way the server sends e-mail; drivers are chosen by MAIL_DRIVER. */
export interface Mailer {
  readonly driver: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
