import { useFieldArray, type FieldArrayWithId } from "react-hook-form";
import type { z } from "zod";
import {
  FOOTER_COLUMNS,
  SOCIAL_NETWORKS,
  settingsSaveBody,
  type SettingsRecord,
} from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Field } from "../../components/field";
import { ChoiceField, ListError, TextField } from "../../components/form-fields";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, RecordForm, useFieldError, useRecordForm } from "../../components/record-form";
import { Section } from "../../components/section";
import { choices } from "../../../components/ui/form-controls";

/**
 * The site settings (admins): the club's name, contacts, social links, footer links, app store
 * and other addresses, and the site's switches, saved together as one record with its version.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SettingsRecord;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: settingsSaveBody,
    savePath: "/settings/save",
    onSaved,
    defaults: settings,
  });
  const err = useFieldError(r.form);
  const { register, control } = r.form;
  const social = useFieldArray({ control, name: "social_media_links" });
  const links = useFieldArray({ control, name: "footer_links" });
  // The record form is typed as any `FieldValues`; the social rows are the save body's links.
  const socialRows = social.fields as FieldArrayWithId<
    z.input<typeof settingsSaveBody>,
    "social_media_links"
  >[];
  // Addresses, e-mail and phone numbers read left to right in every language.
  const ltr = (type: "url" | "email" | "tel", name: string, label: string, hint?: string) => (
    <Field label={label} type={type} dir="ltr" hint={hint} error={err(name)} {...register(name)} />
  );
  const url = (name: string, label: string) => ltr("url", name, label);
  const unused = SOCIAL_NETWORKS.find((n) => !socialRows.some((f) => f.name === n));
  return (
    <RecordForm {...r}>
      <Section id="settings-identity" title={t("cms.settings.identity")}>
        <div className="space-y-4">
          <LocalizedFields name="AppName" label={t("cms.settings.appName")} />
          <LocalizedFields name="copy_rights" label={t("cms.settings.copyRights")} />
        </div>
      </Section>
      <Section id="settings-contacts" title={t("cms.settings.contacts")}>
        <div className="space-y-4">
          <div className="grid gap-4 md:grid-cols-3">
            {ltr("email", "email", t("cms.settings.email"))}
            {ltr("tel", "contacts.phone", t("cms.settings.phone"), t("cms.settings.phoneHint"))}
            {ltr("tel", "contacts.whatsapp", t("cms.settings.whatsapp"))}
          </div>
          <LocalizedFields
            name="contacts.address"
            label={t("cms.settings.address")}
            required={false}
          />
        </div>
      </Section>
      <Section id="settings-social" title={t("cms.settings.social")}>
        <div className="space-y-3">
          <ListError name="social_media_links" alert />
          {social.fields.length === 0 ? <p>{t("cms.settings.none")}</p> : null}
          {socialRows.map((f, i) => (
            <LinkRow
              key={f.id}
              entry={`social_media_links.${i}`}
              choice={{
                name: "name",
                label: t("cms.settings.network"),
                choices: choices(SOCIAL_NETWORKS, (n) => t(`cms.settings.networks.${n}`)),
              }}
              removeLabel={t("cms.settings.removeSocial", {
                name: t(`cms.settings.networks.${f.name}`),
              })}
              onRemove={() => social.remove(i)}
            />
          ))}
          {unused ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => social.append({ name: unused, url: "" })}
            >
              {t("cms.settings.addSocial")}
            </button>
          ) : null}
        </div>
      </Section>
      <Section id="settings-footer" title={t("cms.settings.footerLinks")}>
        <div className="space-y-4">
          <p className="text-sm text-gray-700">{t("cms.settings.footerHint")}</p>
          {links.fields.length === 0 ? <p>{t("cms.settings.none")}</p> : null}
          {links.fields.map((f, i) => (
            <fieldset key={f.id} className="space-y-3 rounded-md border border-gray-300 p-3">
              <legend className="px-1 font-bold">
                {t("cms.settings.footerLinks")} {i + 1}
              </legend>
              <LinkRow
                entry={`footer_links.${i}`}
                choice={{
                  name: "column",
                  label: t("cms.settings.column"),
                  choices: choices(FOOTER_COLUMNS, (c) => t(`cms.settings.columns.${c}`)),
                }}
                removeLabel={t("cms.settings.removeLink", { n: i + 1 })}
                onRemove={() => links.remove(i)}
              />
              <LocalizedFields
                name={`footer_links.${i}.label`}
                label={t("cms.settings.linkLabel")}
              />
            </fieldset>
          ))}
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              links.append({ column: "club", label: { ar: "", en: "", es: "" }, url: "" })
            }
          >
            {t("cms.settings.addLink")}
          </button>
        </div>
      </Section>
      <Section id="settings-addresses" title={t("cms.settings.addresses")}>
        <div className="grid gap-4 md:grid-cols-2">
          {url("membership_url", t("cms.settings.membershipUrl"))}
          {url("shop_url", t("cms.settings.shopUrl"))}
          {url("annual_report_url", t("cms.settings.annualReportUrl"))}
          {url("app_links.ios", t("cms.settings.ios"))}
          {url("app_links.android", t("cms.settings.android"))}
        </div>
      </Section>
      <Section id="settings-switches" title={t("cms.settings.switches")}>
        <div>
          <CheckField name="knights_status" label={t("cms.settings.knights")} />
          <CheckField name="registration_open" label={t("cms.settings.registration")} />
          <CheckField name="contact_terms_enabled" label={t("cms.settings.contactTerms")} />
        </div>
      </Section>
    </RecordForm>
  );
}

/** A link of a list (social, footer): its choice (network, column), its address, its remove button. */
function LinkRow({
  entry,
  choice,
  removeLabel,
  onRemove,
}: {
  /** The link's place in the form (`footer_links.0`). */
  entry: string;
  choice: { name: string; label: string; choices: readonly { value: string; label: string }[] };
  removeLabel: string;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
      <ChoiceField name={`${entry}.${choice.name}`} label={choice.label} choices={choice.choices} />
      <TextField name={`${entry}.url`} label={t("cms.settings.url")} type="url" dir="ltr" />
      <button type="button" className={secondaryButton} aria-label={removeLabel} onClick={onRemove}>
        {t("cms.remove")}
      </button>
    </div>
  );
}
