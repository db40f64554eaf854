import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * The set's one renderer: a drawing in a 24-unit box, stroked in the text colour. `d` is the
 * drawing when it is a single path; `children` draws the others.
 */
function Icon({
  title,
  d,
  children,
  ...props
}: IconProps & { d?: string; children?: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {d ? <path d={d} /> : null}
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon {...p} d="M4 6h16M4 12h16M4 18h16" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} d="M6 6l12 12M18 6L6 18" />;
/** Points towards the reading direction's end; mirrored in RTL by the flip-rtl class. */
export const ChevronIcon = ({ className = "", ...p }: IconProps) => (
  <Icon className={`flip-rtl ${className}`} {...p} d="M9 6l6 6-6 6" />
);
/** Points down: a section that opens below (turned over while it is open). */
export const ExpandIcon = (p: IconProps) => <Icon {...p} d="M6 9l6 6 6-6" />;
export const CheckIcon = (p: IconProps) => <Icon {...p} d="M5 13l4 4L19 7" />;
export const BookmarkIcon = (p: IconProps) => <Icon {...p} d="M6 3h12v18l-6-4-6 4z" />;
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => <Icon {...p} d="M12 3v12m0 0l-5-5m5 5l5-5M5 21h14" />;
export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
  </Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
  </Icon>
);
export const PauseIcon = (p: IconProps) => <Icon {...p} d="M9 5v14M15 5v14" />;
export const PlayIcon = (p: IconProps) => <Icon {...p} d="M7 5l12 7-12 7z" />;
/** A whistle-and-clipboard mark for the manager, who has no shirt number (20 units by default). */
export const ManagerIcon = (p: IconProps) => (
  <Icon width="20" height="20" {...p}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M8 10h8M8 14h8M8 18h5" />
  </Icon>
);

const SOCIAL_PATHS: Record<string, React.ReactNode> = {
  x: <path d="M4 4l16 16M20 4L4 20" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  snapchat: (
    <path d="M12 3c3 0 5 2 5 5v3l2 1-2 1c-1 2-3 3-5 4-2-1-4-2-5-4l-2-1 2-1V8c0-3 2-5 5-5z" />
  ),
  tiktok: <path d="M14 3v11a4 4 0 1 1-4-4M14 3c1 3 3 4 6 4" />,
  facebook: <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.5M12 17v-6M12 13a3 3 0 0 1 6 0v4" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20l1.5-4A8 8 0 1 1 9 19.5z" />
      <path d="M9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />
    </>
  ),
};

const SOCIAL_NAMES: Record<string, string> = {
  x: "X",
  instagram: "Instagram",
  youtube: "YouTube",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/** A social network's mark; its accessible name is the network's own brand name. */
export function SocialIcon({ name, title, ...p }: IconProps & { name: string }) {
  return (
    <Icon title={title ? (SOCIAL_NAMES[title] ?? title) : undefined} {...p}>
      {SOCIAL_PATHS[name] ?? <circle cx="12" cy="12" r="8" />}
    </Icon>
  );
}
