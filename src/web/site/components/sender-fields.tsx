import type { UseFormRegisterReturn } from "react-hook-form";
import type { MessageKey } from "../../../shared/i18n";
import { EmailField, PhoneField, TelField, TextField } from "../../components/ui/form-controls";
import { useT } from "../../lib/i18n";

/**
 * A field's wiring from useSiteForm's `field(name)`: register's props and the error, and what a
 * form adds to that one field (a hint under it, the longest it takes).
 */
type Wired = UseFormRegisterReturn & { error?: string; hint?: string; maxLength?: number };

type Sender = "name" | "email" | "phone";

/** Each sender field's control, its usual label and the browser's autofill. */
const FIELDS = {
  name: { Control: TextField, label: "submissions.fields.name", autoComplete: "name" },
  email: { Control: EmailField, label: "submissions.fields.email" },
  phone: { Control: TelField, label: "submissions.fields.phone" },
} satisfies Record<Sender, { Control: typeof TextField; label: MessageKey; autoComplete?: string }>;

/**
 * The sender block the public forms share (careers, contact, visit, joining a sport, a guest's
 * booking, a match prediction): name, e-mail and phone, each wired to the form (`field(name)` of
 * useSiteForm) under the API's field names, in `order`. A form leaves out the fields it does not
 * ask for (passes none); `saudiPhone` asks for
 * the Saudi mobile (the shared phone field, +966 shown) instead of any phone number.
 */
export function SenderFields({
  name,
  email,
  phone,
  labels = {},
  phoneOptional = false,
  saudiPhone = false,
  order = ["name", "email", "phone"],
  wide = "name",
}: {
  name?: Wired;
  email?: Wired;
  phone?: Wired;
  /** The form's own words for a field, where it does not use the usual ones. */
  labels?: Partial<Record<Sender, string>>;
  phoneOptional?: boolean;
  saudiPhone?: boolean;
  order?: Sender[];
  /** The field that takes the whole row on wide screens. */
  wide?: Sender | null;
}) {
  const t = useT();
  const wired = { name, email, phone };
  return (
    <>
      {order.map((field) => {
        const props = wired[field];
        if (!props) return null;
        const { Control, label, ...preset } =
          field === "phone" && saudiPhone
            ? { ...FIELDS.phone, Control: PhoneField }
            : FIELDS[field];
        return (
          <Control
            key={field}
            label={labels[field] ?? t(label)}
            {...preset}
            optional={field === "phone" ? phoneOptional : undefined}
            className={wide === field ? "sm:col-span-2" : ""}
            {...props}
          />
        );
      })}
    </>
  );
}
