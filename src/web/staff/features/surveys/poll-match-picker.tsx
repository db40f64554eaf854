import { useContext, useEffect, useMemo, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  PopoverContext,
  Text,
  useSlottedContext,
} from "react-aria-components";
import type { PollMatchChoice } from "../../../../shared/engagement/polls-staff";
import { useLang, useT } from "../../../lib/i18n";
import { inputClass, secondaryButton } from "../../components/buttons";
import { useRiyadhFormat } from "../../components/content-status";
import { useFieldError } from "../../components/record-form";
import { isolateSeasons } from "../../../lib/season-text";
import { staffCall } from "../../lib/staff-api";

/** A match's kick-off, and "Team A – Team B · kick-off", in the console's language (Riyadh time). */
function useMatchWords() {
  const fmt = useRiyadhFormat();
  const when = (m: PollMatchChoice) => fmt(`${m.kickoff_at}:00+03:00`);
  return { when, labelOf: (m: PollMatchChoice) => `${m.home} – ${m.away} · ${when(m)}` };
}

/** A typed day (`2026-12-01`) searches by date; anything else by a team's name. */
const searchOf = (text: string) => {
  const q = text.trim();
  if (!q) return {};
  return /^\d{4}-\d{2}-\d{2}$/.test(q) ? { date: q } : { search: q };
};

/** A day written as a date that no calendar has (`2026-13-45`, `2026-02-30`). */
const isImpossibleDay = (date: string | undefined) => {
  if (date === undefined) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date;
};

/**
 * The matches found, under the field in the form's flow rather than floating over it: the list
 * pushes the fields below it down and never covers the label or the fields above (on a phone a
 * floating list flips up over them). It shows while the combobox is open; Escape, Tab or a click
 * elsewhere closes it (the combobox's own handling).
 */
function MatchList({ children }: { children: React.ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  // The combobox's popover reference: inside it, the list stays in the accessibility tree while
  // open (the rest of the page is hidden from it) and a click in it does not count as leaving.
  const popover = useSlottedContext(PopoverContext);
  return (
    <div
      ref={popover?.ref as React.Ref<HTMLDivElement> | undefined}
      hidden={!state?.isOpen}
      className="pt-1"
    >
      {children}
    </div>
  );
}

/**
 * The match a match poll asks about (form field `name`, a match id or null): a combobox
 * searching the matches by either team or by a day (`/staff/polls/matches`), each shown as
 * "Team A – Team B · date" in the console's language; upcoming matches are offered first.
 * Cleared with its own button (a poll about no match).
 */
export function PollMatchPicker({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint: string;
}) {
  const form = useFormContext();
  const err = useFieldError(form);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MatchCombo
          value={(field.value as number | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          hint={hint}
          error={err(name)}
        />
      )}
    />
  );
}

function MatchCombo({
  value,
  onChange,
  onBlur,
  label,
  hint,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur: () => void;
  label: string;
  hint: string;
  error: string;
}) {
  const t = useT();
  const lang = useLang();
  const { when, labelOf } = useMatchWords();
  const [chosen, setChosen] = useState<PollMatchChoice | null>(null);
  const [input, setInput] = useState("");
  const [found, setFound] = useState<PollMatchChoice[]>([]);
  const [state, setState] = useState<"loading" | "ready" | "failed" | "badDay">("loading");

  // The match the poll names, read once to show its teams and date.
  useEffect(() => {
    if (value === null) {
      setChosen(null);
      return;
    }
    if (chosen?.id === value) return;
    let live = true;
    staffCall("/polls/matches", { id: value, page: 1, per_page: 1 }, { lang })
      .then((r) => {
        if (!live) return;
        const m = r.data[0] ?? null;
        setChosen(m);
        setInput(m ? labelOf(m) : `#${value}`);
      })
      .catch(() => live && setInput(`#${value}`));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, lang]);

  // What was typed (not the chosen match's own words) searches, after a short pause.
  const typed = chosen && input === labelOf(chosen) ? "" : input;
  useEffect(() => {
    let live = true;
    const query = searchOf(typed);
    // No match is offered for what the search did not ask: an impossible day, or a failed
    // search, empties the list and says why.
    if (isImpossibleDay(query.date)) {
      setFound([]);
      setState("badDay");
      return;
    }
    setState("loading");
    const timer = setTimeout(() => {
      staffCall("/polls/matches", { ...query, page: 1, per_page: 10 }, { lang })
        .then((r) => {
          if (!live) return;
          setFound(r.data);
          setState("ready");
        })
        .catch(() => {
          if (!live) return;
          setFound([]);
          setState("failed");
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, lang]);

  // The chosen match stays among the items, so the combobox can show it as chosen.
  const items = useMemo(
    () => (chosen && !found.some((m) => m.id === chosen.id) ? [chosen, ...found] : found),
    [chosen, found],
  );

  return (
    <div className="space-y-1">
      <ComboBox
        items={items}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={value}
        onSelectionChange={(key) => {
          if (key === null) return;
          const m = items.find((i) => i.id === key);
          if (!m) return;
          setChosen(m);
          setInput(labelOf(m));
          onChange(m.id);
        }}
        menuTrigger="focus"
        allowsEmptyCollection
        isInvalid={Boolean(error)}
        className="space-y-1"
      >
        <Label className="block font-bold">{label}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-0 flex-1 basis-64">
            <Input className={`${inputClass} w-full pe-12`} onBlur={onBlur} />
            <Button
              className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-brand-800"
              aria-label={t("surveysStaff.matchShow")}
            >
              <span aria-hidden="true">▾</span>
            </Button>
          </div>
          {value !== null ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setChosen(null);
                setInput("");
                onChange(null);
              }}
            >
              {t("surveysStaff.matchClear")}
            </button>
          ) : null}
        </div>
        <Text slot="description" className="block text-sm text-gray-700">
          {hint}
        </Text>
        {error ? (
          <Text slot="errorMessage" className="block text-sm font-bold text-red-800">
            {error}
          </Text>
        ) : null}
        <MatchList>
          <ListBox
            className="max-h-72 overflow-y-auto rounded-md border border-gray-300 bg-white p-1 shadow-lg outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-gray-700">
                {state === "loading"
                  ? t("surveysStaff.matchSearching")
                  : state === "failed"
                    ? t("surveysStaff.matchFailed")
                    : state === "badDay"
                      ? t("surveysStaff.matchBadDay")
                      : t("surveysStaff.matchNone")}
              </p>
            )}
          >
            {(m: PollMatchChoice) => (
              <ListBoxItem
                id={m.id}
                textValue={labelOf(m)}
                className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-brand-50 data-[selected]:font-bold"
              >
                <span className="block">
                  {m.home} – {m.away}
                </span>
                <span className="block text-sm text-gray-700">
                  {when(m)} · {isolateSeasons(m.championship)}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </MatchList>
      </ComboBox>
    </div>
  );
}
