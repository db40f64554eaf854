import type { ContentStatus } from "../../../shared/content/lifecycle";

/** A published record's public page, opened in a new tab beside its edit screen's delete. */
export function OpenOnSite({
  status,
  href,
  label,
}: {
  status: ContentStatus;
  /** The record's address on the public site. */
  href: string;
  label: string;
}) {
  return status === "published" ? (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
    >
      {label}
    </a>
  ) : null;
}
