import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { LoadContext } from "../../../shared/api";
import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import { recordId } from "../../lib/route-handle";
import { useLang, useT } from "../../lib/i18n";
import { staffCall, staffLoad, staffTitle, type StaffResult } from "../lib/staff-api";
import { dangerButton, linkButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";

/** The staff calls that delete one record by its id. */
type DeletePath = Extract<StaffCallPath, `${string}/delete`>;

/** The delete button's and its confirmation's words, where the record has its own. */
type DeleteWords = { button: string; title: string; body: string };

/**
 * A catalog prefix holding a record type's delete words (`cms.label`: `cms.label.delete`,
 * `cms.label.deleteTitle` with the record's `{name}`, `cms.label.deleteBody`).
 */
type DeletePrefix = {
  [K in MessageKey]: K extends `${infer P}.deleteTitle`
    ? `${P}.delete` extends MessageKey
      ? `${P}.deleteBody` extends MessageKey
        ? P
        : never
      : never
    : never;
}[MessageKey];

type RecordScreenProps = {
  /** The list this record belongs to (the back link, and where a deletion returns). */
  back: { to: string; label: string };
  title: string;
  /** For an existing record: its delete call, and its name for the confirmation. */
  remove?: { path: DeletePath; id: number; name: string; words?: DeleteWords };
  actions?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The frame of a console record screen: back to the list, the heading, the delete button with
 * its confirmation (a refusal, e.g. `record_in_use`, stays in the dialog in the server's words).
 */
export function RecordScreen({ back, title, remove, actions, children }: RecordScreenProps) {
  const t = useT();
  const words = remove?.words ?? {
    button: t("sports.data.delete"),
    title: t("sports.data.deleteTitle", { name: remove?.name ?? "" }),
    body: t("sports.data.deleteBody"),
  };
  const lang = useLang();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-5">
      <Link to={back.to} className={linkButton}>
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="flex flex-wrap gap-3">
          {actions}
          {remove ? (
            <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
              {words.button}
            </button>
          ) : null}
        </div>
      </div>
      {children}
      {remove ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={words.title}
          body={words.body}
          confirmLabel={words.button}
          destructive
          onConfirm={async () => {
            await staffCall(remove.path, { id: remove.id } as never, { lang });
            await navigate(back.to);
          }}
        />
      ) : null}
    </div>
  );
}

/** The staff calls that read one record by its id. */
type GetPath = Extract<StaffCallPath, `${string}/get`>;
type LoaderArgs = { request: Request; context: LoadContext; params: { id?: string } };

/**
 * A record screen's loader read: null at `/new`, else the record of the address's id through
 * its `get` call (404 and the other refusals become the screen's error boundary).
 */
export async function loadRecord<P extends GetPath>(
  args: LoaderArgs,
  path: P,
): Promise<StaffResult<P> | null> {
  if (args.params.id === "new") return null;
  return staffLoad(args, path, { id: recordId(args.params.id) } as never);
}

/** A record screen's title: "New …" at `/new`, "Edit …" otherwise. */
export const recordTitle = (args: LoaderArgs, newKey: MessageKey, editKey: MessageKey) =>
  staffTitle(args.request, args.params.id === "new" ? newKey : editKey);

type Localized = Record<"ar" | "en" | "es", string>;
type Named = { id: number; name?: Localized; title?: Localized | string };

/**
 * The screen of a record that is created at `/new` and edited at its id: the frame with its
 * delete (for an existing record), and the form, whose save either refreshes the record or,
 * for a new one, moves to its address.
 */
export function RecordEditScreen({
  back,
  title,
  record,
  deletePath,
  deleteWords,
  actions,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  /** The record at its id (null at `/new`); its name (or title) names it in the confirmation. */
  record: Named | null;
  deletePath: DeletePath;
  /** The words, or the catalog prefix that holds them. */
  deleteWords?: DeleteWords | DeletePrefix;
  actions?: React.ReactNode;
  /** The form, given what to do once it saved. */
  children: (onSaved: (saved: { id: number }) => void) => React.ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const names = record?.name ?? (typeof record?.title === "object" ? record.title : undefined);
  const name = names ? names[lang] || names.ar : "";
  const words =
    typeof deleteWords === "string"
      ? {
          button: t(`${deleteWords}.delete`),
          title: t(`${deleteWords}.deleteTitle`, { name }),
          body: t(`${deleteWords}.deleteBody`),
        }
      : deleteWords;
  return (
    <RecordScreen
      back={back}
      title={title}
      actions={actions}
      remove={
        record
          ? {
              path: deletePath,
              id: record.id,
              name,
              words,
            }
          : undefined
      }
    >
      {children((saved) =>
        record
          ? void revalidator.revalidate()
          : void navigate(`${back.to}/${saved.id}`, { replace: true }),
      )}
    </RecordScreen>
  );
}
