import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { Checkbox, CheckboxGroup, Label, Text } from "react-aria-components";
import { z } from "zod";
import {
  accountRolesBody,
  inviteBody,
  updateMeBody,
  type StaffAccountRow,
} from "../../../../shared/staff/accounts";
import { STAFF_ROLES, type StaffRole } from "../../../../shared/staff/permissions";
import { useLang, useT } from "../../../lib/i18n";
import {
  EmailField,
  Field,
  FormButtons,
  Notice,
  SubmitButton,
  useBind,
} from "../../components/field";
import { LanguageField } from "../../components/language-select";
import { useNoticeForm } from "../../components/notice-form";
import { useReauth } from "../../components/reauth";
import { applyServerErrors } from "../../lib/form-errors";
import { staffCall } from "../../lib/staff-api";
import { messageText } from "../../lib/staff-lang";
import { roleLabel } from "./account-status";

/** The name and language fields of /me/update, which /accounts/update takes with the account's id. */
const nameLanguageForm = updateMeBody.required();

/**
 * A staff member's name and console language: one's own, or an account's for an admin.
 * `children` stand between the two fields; `onSave` sends the change and answers the words
 * shown on success (none: the screen goes on otherwise).
 */
export function NameLanguageForm({
  who,
  nameAutoComplete,
  onSave,
  children,
}: {
  who: Pick<StaffAccountRow, "name" | "lang">;
  nameAutoComplete?: string;
  onSave: (body: z.output<typeof nameLanguageForm>) => Promise<string | null>;
  children?: React.ReactNode;
}) {
  const t = useT();
  const { form, onSubmit, notice, bind } = useNoticeForm(
    nameLanguageForm,
    { name: who.name, lang: who.lang },
    ["name", "lang"],
  );
  return (
    <form onSubmit={onSubmit(onSave)} noValidate className="space-y-4">
      {notice}
      <Field
        label={t("staff.account.name")}
        autoComplete={nameAutoComplete}
        defaultValue={who.name}
        {...bind("name")}
      />
      {children}
      <LanguageField defaultValue={who.lang} {...form.register("lang")} />
      <SubmitButton busy={form.formState.isSubmitting} label={t("staff.ui.save")} />
    </form>
  );
}

/** An event a gate account can be limited to (from the public events list). */
export type EventChoice = { id: number; title: string };

function CheckItem({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <Checkbox value={value} className="group flex min-h-11 cursor-pointer items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-gray-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-gold-500"
      >
        <svg
          viewBox="0 0 12 10"
          className="hidden size-3 text-white group-data-[selected]:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M1 5l3.5 3.5L11 1" />
        </svg>
      </span>
      {children}
    </Checkbox>
  );
}

type RoleFields = { roles: StaffRole[]; limit_events: boolean; event_ids: number[] };

/** Roles (React Aria checkbox group) and, for gate staff, the events they may check in. */
function RolesFields({
  form,
  events,
}: {
  form: UseFormReturn<RoleFields & Record<string, unknown>>;
  events: EventChoice[];
}) {
  const t = useT();
  const { control } = form;
  const watchRoles = form.watch("roles");
  const watchLimit = form.watch("limit_events");
  const fieldErrors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const errors = {
    roles: messageText(t, fieldErrors.roles?.message),
    event_ids: messageText(t, fieldErrors.event_ids?.message),
  };
  const gate = watchRoles.includes("gate") || watchRoles.includes("events");
  return (
    <>
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <CheckboxGroup
            value={field.value as string[]}
            onChange={(v) => field.onChange(v as StaffRole[])}
            isInvalid={Boolean(errors.roles)}
            className="space-y-1"
          >
            <Label className="block font-bold">{t("staff.accounts.roles")}</Label>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {STAFF_ROLES.map((role) => (
                <CheckItem key={role} value={role}>
                  {t(roleLabel(role))}
                </CheckItem>
              ))}
            </div>
            {errors.roles ? (
              <Text slot="errorMessage" className="text-sm font-bold text-red-800">
                {errors.roles}
              </Text>
            ) : null}
          </CheckboxGroup>
        )}
      />
      {gate ? (
        <fieldset className="space-y-2 rounded-md border border-gray-300 p-3">
          <legend className="px-1 font-bold">{t("staff.accounts.eventLimit")}</legend>
          <Controller
            control={control}
            name="limit_events"
            render={({ field }) => (
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
                {t("staff.accounts.limitEvents")}
              </label>
            )}
          />
          {watchLimit ? (
            events.length === 0 ? (
              <p className="text-sm">{t("staff.accounts.noEvents")}</p>
            ) : (
              <Controller
                control={control}
                name="event_ids"
                render={({ field }) => (
                  <CheckboxGroup
                    value={(field.value as number[]).map(String)}
                    onChange={(v) => field.onChange(v.map(Number))}
                    isInvalid={Boolean(errors.event_ids)}
                  >
                    <Label className="sr-only">{t("staff.accounts.events")}</Label>
                    {events.map((e) => (
                      <CheckItem key={e.id} value={String(e.id)}>
                        {e.title}
                      </CheckItem>
                    ))}
                    {errors.event_ids ? (
                      <Text slot="errorMessage" className="text-sm font-bold text-red-800">
                        {errors.event_ids}
                      </Text>
                    ) : null}
                  </CheckboxGroup>
                )}
              />
            )
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}

/**
 * The form's side of an event limit: a "limit to events" switch and the chosen events (sent as
 * `event_ids`, null without the switch); the switch on asks for one event at least.
 */
const eventLimit = { limit_events: z.boolean(), event_ids: z.array(z.number()) };
const hasEvent = (v: { limit_events: boolean; event_ids: number[] }) =>
  !v.limit_events || v.event_ids.length > 0;
const chooseEvent = { path: ["event_ids"], message: "staff.accounts.chooseEvent" };

const inviteForm = inviteBody
  .omit({ event_ids: true })
  .extend(eventLimit)
  .refine(hasEvent, chooseEvent);

/** Invites a new staff member: the e-mail with the set-password link goes out from the server. */
export function InviteForm({
  events,
  onDone,
  onCancel,
}: {
  events: EventChoice[];
  onDone: (account: StaffAccountRow) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const form = useForm<z.input<typeof inviteForm>, unknown, z.output<typeof inviteForm>>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: "", name: "", lang, roles: [], limit_events: false, event_ids: [] },
  });
  const submit = form.handleSubmit(async ({ limit_events, event_ids, ...rest }) => {
    setFormError("");
    try {
      const r = await staffCall(
        "/accounts/invite",
        { ...rest, event_ids: limit_events ? event_ids : null },
        { lang },
      );
      onDone(r.account);
    } catch (e) {
      setFormError(
        applyServerErrors(e, form.setError, ["email", "name", "lang", "roles", "event_ids"], t),
      );
    }
  });
  const bind = useBind(form);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <EmailField label={t("staff.signIn.email")} autoComplete="off" {...bind("email")} />
      <Field label={t("staff.account.name")} autoComplete="off" {...bind("name")} />
      <LanguageField {...form.register("lang")} />
      <RolesFields form={form as never} events={events} />
      <FormButtons
        busy={form.formState.isSubmitting}
        label={t("staff.accounts.sendInvite")}
        onCancel={onCancel}
      />
    </form>
  );
}

const rolesForm = accountRolesBody
  .omit({ event_ids: true, id: true })
  .extend(eventLimit)
  .refine(hasEvent, chooseEvent);

/** Changes an account's roles and event limit: a sensitive change, confirmed with a fresh code. */
export function RolesForm({
  account,
  events,
  onDone,
}: {
  account: StaffAccountRow;
  events: EventChoice[];
  onDone: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const withReauth = useReauth();
  const { form, onSubmit, notice } = useNoticeForm(
    rolesForm,
    {
      roles: account.roles,
      limit_events: account.event_ids !== null,
      event_ids: account.event_ids ?? [],
    },
    ["roles", "event_ids"],
  );
  const submit = onSubmit(async ({ roles, limit_events, event_ids }) => {
    await withReauth((reauthCode) =>
      staffCall(
        "/accounts/roles",
        { id: account.id, roles, event_ids: limit_events ? event_ids : null },
        { lang, reauthCode },
      ),
    );
    onDone();
    return t("staff.ui.saved");
  });
  // An event that is no longer listed publicly keeps its place in the limit.
  const choices = [
    ...events,
    ...(account.event_ids ?? [])
      .filter((id) => !events.some((e) => e.id === id))
      .map((id) => ({ id, title: t("staff.accounts.eventNumber", { id }) })),
  ];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      <RolesFields form={form as never} events={choices} />
      <p className="text-sm text-gray-700">{t("staff.accounts.rolesReauth")}</p>
      <SubmitButton busy={form.formState.isSubmitting} label={t("staff.accounts.saveRoles")} />
    </form>
  );
}
