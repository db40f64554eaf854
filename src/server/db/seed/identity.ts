import { areas, members, polls } from "../schema/identity";
import { L, upsertRows, type SeedCtx } from "./util";

type Country = [
  id: number,
  code: string,
  ar: string,
  en: string,
  es: string,
  mobile: string,
  emoji: string,
];
const COUNTRIES: Country[] = [
  [1, "SA", "السعودية", "Saudi Arabia", "Arabia Saudí", "+966", "🇸🇦"],
  [2, "AE", "الإمارات", "United Arab Emirates", "Emiratos Árabes Unidos", "+971", "🇦🇪"],
  [3, "KW", "الكويت", "Kuwait", "Kuwait", "+965", "🇰🇼"],
  [4, "BH", "البحرين", "Bahrain", "Baréin", "+973", "🇧🇭"],
  [5, "QA", "قطر", "Qatar", "Catar", "+974", "🇶🇦"],
  [6, "OM", "عُمان", "Oman", "Omán", "+968", "🇴🇲"],
  [7, "YE", "اليمن", "Yemen", "Yemen", "+967", "🇾🇪"],
  [8, "JO", "الأردن", "Jordan", "Jordania", "+962", "🇯🇴"],
  [9, "EG", "مصر", "Egypt", "Egipto", "+20", "🇪🇬"],
  [10, "SD", "السودان", "Sudan", "Sudán", "+249", "🇸🇩"],
  [11, "IQ", "العراق", "Iraq", "Irak", "+964", "🇮🇶"],
  [12, "SY", "سوريا", "Syria", "Siria", "+963", "🇸🇾"],
  [13, "LB", "لبنان", "Lebanon", "Líbano", "+961", "🇱🇧"],
  [14, "PS", "فلسطين", "Palestine", "Palestina", "+970", "🇵🇸"],
  [15, "MA", "المغرب", "Morocco", "Marruecos", "+212", "🇲🇦"],
  [16, "DZ", "الجزائر", "Algeria", "Argelia", "+213", "🇩🇿"],
  [17, "TN", "تونس", "Tunisia", "Túnez", "+216", "🇹🇳"],
  [18, "PK", "باكستان", "Pakistan", "Pakistán", "+92", "🇵🇰"],
  [19, "IN", "الهند", "India", "India", "+91", "🇮🇳"],
  [20, "ES", "إسبانيا", "Spain", "España", "+34", "🇪🇸"],
  [21, "GB", "المملكة المتحدة", "United Kingdom", "Reino Unido", "+44", "🇬🇧"],
  [22, "US", "الولايات المتحدة", "United States", "Estados Unidos", "+1", "🇺🇸"],
];

type City = [id: number, countryId: number, ar: string, en: string, es: string];
const CITIES: City[] = [
  [101, 1, "الرياض", "Riyadh", "Riad"],
  [102, 1, "جدة", "Jeddah", "Yeda"],
  [103, 1, "مكة المكرمة", "Makkah", "La Meca"],
  [104, 1, "المدينة المنورة", "Madinah", "Medina"],
  [105, 1, "الدمام", "Dammam", "Dammam"],
  [106, 1, "الخبر", "Khobar", "Jobar"],
  [107, 1, "الظهران", "Dhahran", "Dhahran"],
  [108, 1, "الأحساء", "Al Ahsa", "Al Ahsa"],
  [109, 1, "القطيف", "Qatif", "Qatif"],
  [110, 1, "الطائف", "Taif", "Taif"],
  [111, 1, "تبوك", "Tabuk", "Tabuk"],
  [112, 1, "أبها", "Abha", "Abha"],
  [113, 1, "بريدة", "Buraydah", "Buraida"],
  [114, 1, "حائل", "Hail", "Hail"],
  [115, 1, "جازان", "Jazan", "Jazán"],
  [116, 1, "نجران", "Najran", "Najrán"],
  [117, 1, "ينبع", "Yanbu", "Yanbu"],
  [118, 1, "المجمعة", "Al Majmaah", "Al Majmaah"],
  [119, 1, "خميس مشيط", "Khamis Mushait", "Khamis Mushait"],
  [120, 1, "الجبيل", "Jubail", "Jubail"],
  [201, 2, "دبي", "Dubai", "Dubái"],
  [202, 2, "أبوظبي", "Abu Dhabi", "Abu Dabi"],
  [301, 3, "مدينة الكويت", "Kuwait City", "Ciudad de Kuwait"],
  [401, 4, "المنامة", "Manama", "Manama"],
  [501, 5, "الدوحة", "Doha", "Doha"],
  [601, 6, "مسقط", "Muscat", "Mascate"],
  [701, 7, "صنعاء", "Sanaa", "Saná"],
  [801, 8, "عمّان", "Amman", "Amán"],
  [901, 9, "القاهرة", "Cairo", "El Cairo"],
  [902, 9, "الإسكندرية", "Alexandria", "Alejandría"],
  [1001, 10, "الخرطوم", "Khartoum", "Jartum"],
  [1101, 11, "بغداد", "Baghdad", "Bagdad"],
  [1201, 12, "دمشق", "Damascus", "Damasco"],
  [1301, 13, "بيروت", "Beirut", "Beirut"],
  [1401, 14, "القدس", "Jerusalem", "Jerusalén"],
  [1501, 15, "الدار البيضاء", "Casablanca", "Casablanca"],
  [1601, 16, "الجزائر", "Algiers", "Argel"],
  [1701, 17, "تونس", "Tunis", "Túnez"],
  [1801, 18, "كراتشي", "Karachi", "Karachi"],
  [1901, 19, "مومباي", "Mumbai", "Bombay"],
  [2001, 20, "مدريد", "Madrid", "Madrid"],
  [2002, 20, "برشلونة", "Barcelona", "Barcelona"],
  [2101, 21, "لندن", "London", "Londres"],
  [2201, 22, "نيويورك", "New York", "Nueva York"],
];

/** A member who has signed in once and given nothing but the phone number. */
function phoneOnly(id: number) {
  return {
    id,
    phone: `9665${String(id).padStart(8, "0")}`,
    name: null,
    email: null,
    birthDate: null,
    gender: "male" as const,
    tShirtSize: "XL" as const,
    countryId: null,
    cityId: null,
  };
}

/**
 * Demo members (also listed in README.md under "Demo members"). Their QR values are fixed so
 * the demo is reproducible; real members get random ones.
 */
export const DEMO_MEMBERS = [
  {
    id: 1,
    phone: "966500000001",
    name: "عبدالله القحطاني",
    email: "abdullah@example.com",
    birthDate: "1992-04-17",
    gender: "male" as const,
    tShirtSize: "L" as const,
    countryId: 1,
    cityId: 101,
  },
  {
    id: 2,
    phone: "966500000002",
    name: "Sara Al-Harbi",
    email: "sara@example.com",
    birthDate: "1998-11-03",
    gender: "female" as const,
    tShirtSize: "S" as const,
    countryId: 1,
    cityId: 102,
  },
  {
    id: 3,
    phone: "966500000003",
    name: "خالد العتيبي",
    email: "khalid@example.com",
    birthDate: "1985-01-25",
    gender: "male" as const,
    tShirtSize: "XL" as const,
    countryId: 1,
    cityId: 105,
  },
  phoneOnly(4),
  {
    id: 5,
    phone: "966500000005",
    name: "Omar Haddad",
    email: null,
    birthDate: null,
    gender: "male" as const,
    tShirtSize: "XL" as const,
    countryId: 8,
    cityId: null,
  },
  phoneOnly(6),
  phoneOnly(7),
  {
    id: 8,
    phone: "966500000008",
    name: "نورة السبيعي",
    email: "noura@example.com",
    birthDate: "2001-07-09",
    gender: "female" as const,
    tShirtSize: "M" as const,
    countryId: 1,
    cityId: 118,
  },
  {
    id: 9,
    phone: "966500000009",
    name: "Lucía Fernández",
    email: "lucia@example.com",
    birthDate: "1995-02-28",
    gender: "female" as const,
    tShirtSize: "M" as const,
    countryId: 20,
    cityId: 2001,
  },
  phoneOnly(10),
  phoneOnly(11),
];

export async function seedIdentity(ctx: SeedCtx): Promise<void> {
  await upsertRows(
    ctx,
    areas,
    COUNTRIES.map(([id, code, ar, en, es, mobileCode, emoji]) => ({
      id,
      type: 0,
      code,
      name: L(ar, en, es),
      mobileCode,
      emoji,
      ord: id,
    })),
  );
  await upsertRows(
    ctx,
    areas,
    CITIES.map(([id, countryId, ar, en, es]) => ({
      id,
      type: 1,
      countryId,
      code: `${countryId}-${id}`,
      name: L(ar, en, es),
      ord: id,
    })),
  );
  await upsertRows(
    ctx,
    members,
    DEMO_MEMBERS.map((m) => ({ ...m, qrCode: `KN-DEMO-${String(m.id).padStart(6, "0")}` })),
  );
  await ctx.db
    .insert(polls)
    .values([
      {
        key: "continue_enrollment",
        status: "published",
        title: L("الاستمرار في العضوية", "Continuing membership", "Continuar la membresía"),
        ord: 1,
      },
      {
        key: "attend_next_match",
        status: "published",
        title: L("حضور المباراة القادمة", "Attending the next match", "Asistir al próximo partido"),
        ord: 2,
      },
      {
        key: "alnoor-vs-alfeiha",
        status: "published",
        title: L("النور ضد الفيحاء", "Al Noor vs Al Feiha", "Al Noor contra Al Feiha"),
        ord: 3,
        // The demo match against Al Feiha (fixtures/sports.json), so the poll names its match and day.
        matchId: 7,
      },
    ])
    .onConflictDoNothing();
}
