import type { UserDto } from "../../../../shared/identity/dtos";
import { LocalLink } from "../../../components/ui/local-link";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { updatePath } from "../../lib/session";

const DATE: Intl.DateTimeFormatOptions = { weekday: undefined, month: "long" };

/** The member's details with avatar, as the profile-info screen shows them. */
export function ProfileDetails({ user }: { user: UserDto }) {
  const t = useT();
  const lang = useLang();
  const b = user.info.birthDate;
  const birth = b
    ? formatDate(
        `${b.year}-${String(b.month).padStart(2, "0")}-${String(b.day).padStart(2, "0")}T12:00:00+03:00`,
        lang,
        DATE,
      )
    : null;
  const rows: [string, React.ReactNode][] = [
    [t("identity.name"), user.name],
    [
      t("identity.phone"),
      <bdi key="p" dir="ltr">
        +{user.phone}
      </bdi>,
    ],
    [
      t("identity.email"),
      user.email ? (
        <bdi key="e" dir="ltr">
          {user.email}
        </bdi>
      ) : null,
    ],
    [
      t("identity.birthDate"),
      birth ? `${birth} (${t("identity.age", { n: user.info.age ?? 0 })})` : null,
    ],
    [t("identity.gender"), t(user.info.gender === "female" ? "identity.female" : "identity.male")],
    [t("identity.country"), user.info.country_name],
    [t("identity.city"), user.info.city_name],
    [t("identity.tShirtSize"), user.info.t_shirt_size],
  ];
  return (
    <section className="card p-6" aria-labelledby="details-title">
      <div className="flex items-center gap-4">
        {user.avatar_base64 ? (
          <img
            src={user.avatar_base64}
            alt={t("identity.avatarAlt")}
            width={96}
            height={120}
            className="h-30 w-24 rounded-xl object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-30 w-24 items-center justify-center rounded-xl bg-pitch-900 text-4xl font-bold text-accent-400"
          >
            {(user.name ?? "?").trim().charAt(0)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          {/* Cut sideways only (truncate-text, not a hidden overflow): the dots below an Arabic
              final yeh reach past a 1.2 line and were cut off, drawing ي as ى. The name's width
              is not the card's least width (contain-inline-size): a long name widened the page
              past the screen instead of ending in an ellipsis. The name keeps its own direction
              (bdi, its start read first and its ellipsis at its end: an Arabic name on the English
              page was cut at its start) and sits at the page's start (fit-content block). */}
          <h2 id="details-title" className="truncate-text text-title font-bold contain-inline-size">
            <bdi dir="auto" className="block w-fit max-w-full truncate-text">
              {user.name ?? t("identity.member")}
            </bdi>
          </h2>
          <p className="text-sm text-ink-muted">
            {t("identity.memberSince", { date: formatDate(user.created_at, lang, DATE) })}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="profile-details">
        {rows.map(([label, value]) => (
          <div key={label} className="border-b border-black/5 pb-2">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-bold">
              {value ?? <span className="font-normal text-ink-muted">{t("identity.notSet")}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <LocalLink
        to={updatePath("/fursanalealami/profile/profile-info")}
        className="mt-5 inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-4 font-bold text-brand-700 hover:bg-surface-muted"
      >
        {t("identity.editProfile")}
      </LocalLink>
    </section>
  );
}
