import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from "react-aria-components";
import { LANGS, type Lang } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { SelectField } from "./field";
import { SelectOptions } from "./select-options";
import { choices } from "../../components/ui/form-controls";

/** Each language named in itself, so anyone can find their own. */
const NATIVE: Record<Lang, string> = { ar: "العربية", en: "English", es: "Español" };

/** An account's language: the three languages in a labelled native select (account forms). */
export function LanguageField(props: Omit<React.ComponentProps<typeof SelectField>, "label">) {
  const t = useT();
  return (
    <SelectField label={t("staff.ui.language")} {...props}>
      <SelectOptions choices={choices(LANGS, (l) => NATIVE[l])} />
    </SelectField>
  );
}

/**
 * The console's language switch (React Aria's select): the choice is the staff member's own,
 * not the address's; `onChange` saves it (cookie, and the account when signed in).
 */
export function LanguageSelect({
  onChange,
  tone = "dark",
}: {
  onChange: (lang: Lang) => void;
  tone?: "dark" | "light";
}) {
  const t = useT();
  const lang = useLang();
  return (
    <Select
      selectedKey={lang}
      onSelectionChange={(key) => {
        if (key !== lang) onChange(key as Lang);
      }}
      className="flex items-center gap-2"
    >
      <Label className="sr-only">{t("staff.ui.language")}</Label>
      <Button
        className={`flex min-h-11 items-center gap-2 rounded-md border px-3 font-bold ${tone === "dark" ? "border-white/60 text-white" : "border-brand-700 text-brand-800"}`}
      >
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="min-w-36 rounded-md border border-gray-300 bg-white p-1 shadow-lg">
        <ListBox className="outline-none">
          {LANGS.map((l) => (
            <ListBoxItem
              key={l}
              id={l}
              textValue={NATIVE[l]}
              className="cursor-pointer rounded px-3 py-2 text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-bold"
            >
              <span lang={l} dir={l === "ar" ? "rtl" : "ltr"}>
                {NATIVE[l]}
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
