import type { UseFormRegisterReturn } from "react-hook-form";
import { EmailField, TelField, TextField } from "../../components/ui/form-controls";
import { useT } from "../../lib/i18n";

/** A field's wiring from useSiteForm's `field(name)`: register's props and the error. */
type Wired = UseFormRegisterReturn & { error?: string };

/**
 * The sender block the careers, contact and visit forms share: name, e-mail and phone, each
 * wired to the form (`field(name)` of useSiteForm) under the API's field names.
 */
export function SenderFields({
  name,
  email,
  phone,
  nameLabel,
  phoneOptional = false,
  order = ["name", "email", "phone"],
  wide = "name",
}: {
  name: Wired;
  email: Wired;
  phone: Wired;
  nameLabel?: string;
  phoneOptional?: boolean;
  order?: Array<"name" | "email" | "phone">;
  /** The field that takes the whole row on wide screens. */
  wide?: "name" | "email" | "phone" | null;
}) {
  const t = useT();
  const span = (f: string) => (wide === f ? "sm:col-span-2" : "");
  const fields = {
    name: (
      <TextField
        key="name"
        label={nameLabel ?? t("submissions.fields.name")}
        autoComplete="name"
        className={span("name")}
        {...name}
      />
    ),
    email: (
      <EmailField
        key="email"
        label={t("submissions.fields.email")}
        className={span("email")}
        {...email}
      />
    ),
    phone: (
      <TelField
        key="phone"
        label={t("submissions.fields.phone")}
        optional={phoneOptional}
        className={span("phone")}
        {...phone}
      />
    ),
  };
  return <>{order.map((f) => fields[f])}</>;
}
