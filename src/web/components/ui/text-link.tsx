import type { ReactNode } from "react";
import { LocalLink } from "./local-link";

/** A plain underlined link in the page's language ("full table", "back to the news"). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalLink
      to={to}
      className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4"
    >
      {children}
    </LocalLink>
  );
}
