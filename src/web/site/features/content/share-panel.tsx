import { useId, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useCopyLink } from "../../lib/copy-link";

type ShareProps = { url: string; title: string; description: string };

/** Share links for an article (with its 15-word description) and a copy-link button. */
export function SharePanel({ url, title, description }: ShareProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { copied, manual, copy: copyLink } = useCopyLink();
  const text = `${title} — ${description}`;
  const networks = [
    {
      name: "X",
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    {
      name: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      name: "Telegram",
      href: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
  ];
  const copy = () => copyLink(url);
  const btn =
    "inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-bold ring-1 ring-brand-700/30 hover:bg-surface-muted";
  return (
    <div className="mt-8">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={btn}
      >
        {t("content.news.share")}
      </button>
      <div id={id} hidden={!open} className="mt-3 card-muted p-4">
        <ul className="flex flex-wrap gap-2">
          {networks.map((n) => (
            <li key={n.name}>
              <a
                href={n.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${btn} bg-white`}
              >
                {t("content.news.shareOn", { network: n.name })}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={copy} className={`${btn} bg-white`}>
              {copied ? `✓ ${t("content.news.copied")}` : t("content.news.copyLink")}
            </button>
          </li>
        </ul>
        <p role="status" className="sr-only">
          {copied ? t("content.news.copied") : ""}
        </p>
        {manual ? (
          <div className="mt-3">
            <label htmlFor={`${id}-url`} className="block">
              {t("content.news.copyManual")}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              dir="ltr"
              className="mt-2 min-h-11 w-full rounded-xl border border-black/20 bg-white px-3"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
