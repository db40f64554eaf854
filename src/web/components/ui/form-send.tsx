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
