import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { POLL_VALUES } from "../../../../shared/identity/schemas";
import { stripLang, useT } from "../../../lib/i18n";
import { choices } from "../../../components/ui/form-controls";
import { useTimedMessage } from "../../../components/ui/use-timeout";
import { ChoiceTiles } from "../../components/choice-tiles";
import { useMemberApi, useSession } from "../../lib/session";

const POLL_ERROR_MS = 4_000;

/**
 * A yes/no poll for members. `continue_enrollment` answers through /website/user/save with
 * info_update (as the spec's client did); match polls through /website/user/poll.
 * Not signed in: the join modal. Incomplete profile: the noRegisterd modal, returning here.
 */
export function PollCard({
  pollKey,
  title,
  intro,
  subject,
}: {
  pollKey: string;
  title: string;
  intro: string;
  /** What the poll is about, shown under its title (a match poll names the match and its date). */
  subject?: React.ReactNode;
}) {
  const t = useT();
  const api = useMemberApi();
  const { pathname } = useLocation();
  const { user, setUser, requestLogin, showAlert, showNoRegistered } = useSession();
  const previous = user?.info.polls[pollKey] ?? null;
  const [value, setValue] = useState<"yes" | "no" | null>(previous);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useTimedMessage(POLL_ERROR_MS);
  const titleId = useId();

  useEffect(() => setValue((v) => v ?? previous), [previous]);

  // Signing in from a poll keeps the member on the poll.
  const stay = () => {};

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!value) return setMessage(t("identity.pollChooseOne"));
    if (!user) return requestLogin({ onSuccess: stay });
    if (!user.complete) return showNoRegistered(stripLang(pathname));
    setBusy(true);
    const res =
      pollKey === "continue_enrollment"
        ? await api("/website/user/save", { info_update: { [pollKey]: value } })
        : await api("/website/user/poll", { key: pollKey, value });
    setBusy(false);
    if (res.ok) {
      setUser(res.results);
      showAlert({ kind: "success", message: t("identity.voteThanks") });
      return;
    }
    if (res.status === 401) return;
    if (res.error.code === "profile_incomplete") return showNoRegistered(stripLang(pathname));
    const text = res.status === 0 ? t("identity.networkError") : res.error.message;
    setMessage(text);
    // A poll error shows the alert, then the join modal opens again (spec section 8),
    // except for a repeated vote, where signing in again changes nothing.
    showAlert({
      kind: "error",
      message: text,
      onClose:
        res.error.code === "already_voted" ? undefined : () => requestLogin({ onSuccess: stay }),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto max-w-xl card p-6"
      aria-labelledby={titleId}
      data-testid="poll-form"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      {subject}
      <p className="mt-2 text-ink-muted">{intro}</p>
      <ChoiceTiles
        legend={title}
        legendClass="sr-only"
        className="mt-5"
        name={`poll-${pollKey}`}
        options={choices(POLL_VALUES, (v) => t(v === "yes" ? "identity.yes" : "identity.no"))}
        value={value}
        onChange={(v) => {
          // An answer chosen answers the "choose one first" message: it goes at once.
          setValue(v);
          setMessage(null);
        }}
        listClass="grid grid-cols-2 gap-3"
        tileClass="min-h-14 justify-center border-2 text-lg font-bold"
      />
      {previous ? (
        <p className="mt-3 text-sm text-ink-muted" data-testid="poll-previous">
          {t("identity.yourAnswer", {
            answer: t(previous === "yes" ? "identity.yes" : "identity.no"),
          })}
        </p>
      ) : null}
      <p role="alert" className="mt-3 min-h-5 text-sm font-bold text-red-700">
        {message ?? ""}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
      >
        {busy ? t("identity.saving") : user ? t("identity.sendAnswer") : t("identity.signInToVote")}
      </button>
    </form>
  );
}
