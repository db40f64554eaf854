import type { FormEventHandler, ReactNode, RefObject } from "react";
import { BotCheck } from "./bot-check";
import { SubmitButton } from "./form-controls";

/** What a site form gives its send row: the bot-check token and whether it is sending. */
type SendState = {
  busy: boolean;
  token: string | null;
  setToken: (token: string | null) => void;
  botKey: number;
};

/**
 * The end of a public form: the bot check, then the send button (usable once the check is
 * solved) and, in a dialog or a step, a cancel button beside it. `wide` spans both columns of a
 * two-column form grid.
 */
export function FormSend({
  form,
  label,
  cancel,
  wide = false,
}: {
  form: SendState;
  label: string;
  cancel?: { label: string; onClick: () => void };
  wide?: boolean;
}) {
  const span = wide ? "sm:col-span-2" : "";
  return (
    <>
      <div className={span}>
        <BotCheck onChange={form.setToken} resetKey={form.botKey} />
      </div>
      <div className={`flex flex-wrap gap-3 ${span}`}>
        <SubmitButton busy={form.busy} disabled={!form.token}>
          {label}
        </SubmitButton>
        {cancel ? (
          <button
            type="button"
            onClick={cancel.onClick}
            className="min-h-12 rounded-xl px-6 font-bold ring-1 ring-black/20 hover:bg-black/5"
          >
            {cancel.label}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * A public form: its fields, then the send row. The form validates itself (`noValidate`: the
 * shared schema speaks in the page's language) and lays its fields out in two columns unless
 * told otherwise.
 */
export function SiteForm({
  form,
  onSubmit,
  testId,
  className = "grid gap-4 sm:grid-cols-2",
  send,
  children,
}: {
  form: SendState & { formRef: RefObject<HTMLFormElement | null> };
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId?: string;
  className?: string;
  send: { label: string; cancel?: { label: string; onClick: () => void }; wide?: boolean };
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      className={className}
      data-testid={testId}
    >
      {children}
      <FormSend form={form} {...send} />
    </form>
  );
}
