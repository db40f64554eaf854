/** The member fields the completeness rule reads (spec section 6). */
export type ProfileFields = {
  name?: string | null;
  email?: string | null;
  info?: {
    birthDate?: { day?: number | null; month?: number | null; year?: number | null } | null;
    t_shirt_size?: string | null;
    country?: number | null;
    city?: number | null;
    gender?: string | null;
  } | null;
};

/**
 * A complete profile has name and e-mail plus birth date, t-shirt size, country, city and
 * gender. Only complete members may download or show the QR code, answer polls and surveys,
 * and reserve seats; the rest are sent to /fursanalealami/update first.
 */
export function isProfileComplete(user: ProfileFields | null | undefined): boolean {
  if (!user) return false;
  const info = user.info;
  const b = info?.birthDate;
  return Boolean(
    user.name?.trim() &&
    user.email?.trim() &&
    b?.day &&
    b.month &&
    b.year &&
    info?.t_shirt_size &&
    info.country &&
    info.city &&
    info.gender,
  );
}
