/** A member as every identity call returns it (spec section 3, User). */
export type UserDto = {
  id: number;
  name: string | null;
  email: string | null;
  /** 966XXXXXXXXX */
  phone: string;
  /** The re-encoded picture as a data URL, or null. */
  avatar_base64: string | null;
  info: {
    birthDate: { day: number; month: number; year: number } | null;
    age: number | null;
    t_shirt_size: "S" | "M" | "L" | "XL";
    country: number | null;
    country_name: string | null;
    city: number | null;
    city_name: string | null;
    gender: "male" | "female";
    attend_next_match: "yes" | "no" | null;
    continue_enrollment: "yes" | "no" | null;
    /** Every poll this member answered, by key. */
    polls: Record<string, "yes" | "no">;
  };
  complete: boolean;
  /** What the member's QR code encodes; null until the profile is complete. */
  qr_code: string | null;
  created_at: string;
};

export type VerifyResults = { user: UserDto; token: string; expires_at: string };

export type AreaDto = {
  id: number;
  code: string;
  name: string;
  en: string;
  ar: string;
  es: string;
  mobileCode: string | null;
  emoji: string | null;
  country_id: number | null;
};

export type PollDto = { key: string; title: string; status: number; answer: "yes" | "no" | null };
