import { initiatives } from "../schema/content";
import { championshipResults, players, teams, type PlayerStatistics } from "../schema/sports";
import { championships, matches } from "../schema/sports";
import { news, pages, sections, slides } from "../schema/content";
import { INITIATIVES } from "./content-initiatives";
import { NEWS_TITLES, newsBody } from "./content-news";
import { daysFromNow, L, upsertRows, type SeedCtx } from "./util";

type Loc = ReturnType<typeof L>;

/** The first team's id in the spec (home page players block). */
export const FIRST_TEAM_ID = 12;

const NATIONALITY: Record<string, Loc> = {
  sa: L("السعودية", "Saudi Arabia", "Arabia Saudí"),
  br: L("البرازيل", "Brazil", "Brasil"),
  pt: L("البرتغال", "Portugal", "Portugal"),
  ma: L("المغرب", "Morocco", "Marruecos"),
  ng: L("نيجيريا", "Nigeria", "Nigeria"),
  co: L("كولومبيا", "Colombia", "Colombia"),
  es: L("إسبانيا", "Spain", "España"),
  eg: L("مصر", "Egypt", "Egipto"),
};
const POSITION_TEXT: Record<string, Loc> = {
  GK: L("حارس مرمى", "Goalkeeper", "Portero"),
  CB: L("قلب دفاع", "Centre-back", "Central"),
  FB: L("ظهير", "Full-back", "Lateral"),
  DM: L("وسط دفاعي", "Defensive midfielder", "Mediocentro defensivo"),
  CM: L("وسط", "Central midfielder", "Centrocampista"),
  AM: L("صانع ألعاب", "Attacking midfielder", "Mediapunta"),
  W: L("جناح", "Winger", "Extremo"),
  ST: L("رأس حربة", "Striker", "Delantero centro"),
};
const POSITION_OF: Record<string, "Goalkeeper" | "Defender" | "Midfielder" | "Forward"> = {
  GK: "Goalkeeper",
  CB: "Defender",
  FB: "Defender",
  DM: "Midfielder",
  CM: "Midfielder",
  AM: "Midfielder",
  W: "Forward",
  ST: "Forward",
};

// [number, arabic name, latin name, role, nationality, birth date, preferred leg]
const FIRST_TEAM: Array<
  [number, string, string, string, string, string, "left" | "right" | "both"]
> = [
  [1, "محمد العويس", "Mohammed Al-Owais", "GK", "sa", "1991-10-10", "right"],
  [2, "سعود عبدالحميد", "Saud Abdulhamid", "FB", "sa", "1999-07-18", "right"],
  [3, "ريناتو سيلفا", "Renato Silva", "CB", "br", "1996-03-02", "right"],
  [4, "علي البليهي", "Ali Al-Bulaihi", "CB", "sa", "1989-11-21", "right"],
  [5, "ياسر الشهراني", "Yasser Al-Shahrani", "FB", "sa", "1992-05-25", "left"],
  [6, "عبدالإله المالكي", "Abdulelah Al-Malki", "DM", "sa", "1994-10-11", "right"],
  [7, "سالم الدوسري", "Salem Al-Dawsari", "W", "sa", "1991-08-19", "left"],
  [8, "جواو موتينيو", "João Moutinho", "CM", "pt", "1995-09-08", "right"],
  [9, "لوكاس فيريرا", "Lucas Ferreira", "ST", "br", "1997-01-14", "right"],
  [10, "يوسف العمراني", "Youssef El Amrani", "AM", "ma", "1998-04-30", "left"],
  [11, "فراس البريكان", "Firas Al-Buraikan", "ST", "sa", "2000-05-14", "right"],
  [12, "نواف العقيدي", "Nawaf Al-Aqidi", "GK", "sa", "2000-05-10", "right"],
  [13, "حسان تمبكتي", "Hassan Tambakti", "CB", "sa", "1999-02-09", "right"],
  [14, "عبدالله عطيف", "Abdullah Otayf", "CM", "sa", "1992-08-03", "right"],
  [15, "إيمانويل أوكافور", "Emmanuel Okafor", "DM", "ng", "1996-12-01", "both"],
  [16, "سامي النجعي", "Sami Al-Najei", "AM", "sa", "1997-02-07", "right"],
  [17, "خوان كوادرادو", "Juan Cuadrado", "W", "co", "1998-06-26", "right"],
  [18, "أيمن يحيى", "Ayman Yahya", "W", "sa", "2001-05-14", "left"],
  [19, "مارتن رويز", "Martín Ruiz", "CB", "es", "1995-11-19", "left"],
  [20, "عبدالرحمن غريب", "Abdulrahman Ghareeb", "W", "sa", "1997-03-31", "right"],
  [21, "محمد كنو", "Mohamed Kanno", "CM", "sa", "1994-09-22", "right"],
  [22, "أحمد الكسار", "Ahmed Al-Kassar", "GK", "sa", "1991-05-08", "right"],
  [23, "مهند الشنقيطي", "Muhannad Al-Shanqeeti", "FB", "sa", "1999-04-05", "left"],
  [24, "عمر خربين", "Omar Kharbin", "ST", "eg", "1994-01-15", "right"],
  [25, "زياد الجهني", "Ziyad Al-Johani", "DM", "sa", "2001-07-21", "right"],
  [27, "عبدالله الحمدان", "Abdullah Al-Hamdan", "ST", "sa", "1999-09-13", "left"],
];

// [team id, arabic name, latin name, role, birth date]
const JUNIORS: Array<[number, string, string, string, string]> = [
  [13, "راكان الغامدي", "Rakan Al-Ghamdi", "GK", "2008-02-11"],
  [13, "تركي العتيبي", "Turki Al-Otaibi", "CB", "2008-06-03"],
  [13, "مشعل الحربي", "Meshal Al-Harbi", "FB", "2007-11-19"],
  [13, "بندر القحطاني", "Bandar Al-Qahtani", "DM", "2008-01-25"],
  [13, "نايف الزهراني", "Naif Al-Zahrani", "CM", "2007-09-09"],
  [13, "عبدالعزيز الشمري", "Abdulaziz Al-Shammari", "AM", "2008-04-14"],
  [13, "فيصل المطيري", "Faisal Al-Mutairi", "W", "2007-12-30"],
  [13, "خالد الدوسري", "Khalid Al-Dossary", "ST", "2008-08-08"],
  [14, "سلطان العنزي", "Sultan Al-Anazi", "GK", "2010-03-17"],
  [14, "ماجد السبيعي", "Majed Al-Subaie", "CB", "2009-10-02"],
  [14, "عمر الشهري", "Omar Al-Shehri", "FB", "2010-01-21"],
  [14, "يزيد البقمي", "Yazeed Al-Baqami", "CM", "2009-07-07"],
  [14, "حمد المري", "Hamad Al-Marri", "AM", "2010-05-29"],
  [14, "إبراهيم الرشيدي", "Ibrahim Al-Rashidi", "W", "2009-12-12"],
  [14, "عبدالملك اليامي", "Abdulmalik Al-Yami", "ST", "2010-02-02"],
  [14, "مازن الأحمدي", "Mazen Al-Ahmadi", "ST", "2009-08-18"],
];

/** Believable season numbers that depend on role and a per-player seed. */
function statsFor(role: string, seed: number, scale = 1): PlayerStatistics {
  const r = (base: number, spread: number) => Math.round((base + ((seed * 37) % spread)) * scale);
  const minutes = r(900, 900);
  const attacking = role === "ST" || role === "W" || role === "AM";
  const shots = role === "GK" ? 0 : attacking ? r(25, 30) : r(4, 10);
  const onTarget = Math.round(shots * (attacking ? 0.45 : 0.3));
  const passes = role === "GK" ? r(250, 120) : r(400, 500);
  const successful = Math.round(passes * (0.72 + ((seed * 7) % 20) / 100));
  return {
    minutes_played: minutes,
    red_cards: seed % 9 === 0 ? 1 : 0,
    yellow_cards: role === "GK" ? seed % 2 : 1 + (seed % 5),
    tackles: role === "GK" ? 0 : r(attacking ? 8 : 25, 25),
    interceptions: role === "GK" ? r(2, 4) : r(attacking ? 4 : 15, 20),
    aerial_duels: r(role === "CB" || role === "ST" ? 30 : 8, 30),
    clean_sheets: role === "GK" || role === "CB" || role === "FB" ? r(3, 6) : 0,
    passes,
    successful_passes: successful,
    failed_passes: passes - successful,
    shots,
    shots_on_target: onTarget,
    shots_off_target: shots - onTarget,
    shooting_accuracy: shots ? Math.round((onTarget / shots) * 100) : 0,
  };
}

function bioFor(name: [string, string], role: string, nat: string): Loc {
  const pos = POSITION_TEXT[role]!;
  const country = NATIONALITY[nat]!;
  return L(
    `${name[0]} ${pos.ar} من ${country.ar}، انضم إلى نادي النور ويتميز بالانضباط التكتيكي وروح القتال داخل الملعب. أصبح سريعًا من الأسماء المحبوبة لدى الجماهير بفضل أدائه الثابت.`,
    `${name[1]} is a ${pos.en!.toLowerCase()} from ${country.en} known for his tactical discipline and fighting spirit. His consistent performances have quickly made him a favourite with the Al Noor faithful.`,
    `${name[1]} es un ${pos.es!.toLowerCase()} de ${country.es} conocido por su disciplina táctica y su espíritu de lucha. Su regularidad lo ha convertido pronto en uno de los favoritos de la afición de Al Noor.`,
  );
}

/** A full table for 13 clubs: [club id, won, drawn, lost, goals for, goals against]. */
function table(
  championshipId: number,
  idBase: number,
  rows: Array<[number, number, number, number, number, number]>,
) {
  const sorted = rows
    .map(([club, w, d, l, gf, ga]) => ({ club, w, d, l, gf, ga, pts: w * 3 + d }))
    .sort((a, b) => b.pts - a.pts || b.gf - b.ga - (a.gf - a.ga) || b.gf - a.gf || a.club - b.club);
  return sorted.map((r, i) => ({
    id: idBase + i,
    championshipId,
    clubId: r.club,
    pos: i + 1,
    p: r.w + r.d + r.l,
    w: r.w,
    d: r.d,
    l: r.l,
    gf: r.gf,
    ga: r.ga,
    pts: r.pts,
    otherInfo: { pts: r.pts },
  }));
}

export async function seedContent(ctx: SeedCtx): Promise<void> {
  // News 9-40, older than the platform's eight so the newest stay on top.
  await upsertRows(
    ctx,
    news,
    NEWS_TITLES.map(([title, category], i) => ({
      id: 9 + i,
      title,
      description: newsBody(title, category),
      imageUrl: `/media/news-${((i + 8) % 12) + 1}.svg`,
      categoryId: category,
      pinned: false,
      createdAt: new Date(Date.now() - (8 * 24 + i * 36 + 5) * 3600_000),
    })),
  );

  // Last season's league, for the table archive and past results.
  await upsertRows(ctx, championships, [
    {
      id: 3,
      typeId: 1,
      season: "2025-2026",
      ord: 1,
      logoUrl: "/media/cup-1.svg",
      title: L("دوري المحترفين 2025-2026", "Pro League 2025-2026", "Liga Profesional 2025-2026"),
    },
  ]);

  // The rest of this season's calendar and last season's results; some fixtures open predictions.
  const fixtures: Array<
    [number, number, number, string, number | null, number | null, boolean, boolean]
  > = [
    // [days, club, championship, season, our goals, their goals, at home, predictions]
    [-63, 13, 1, "2026-2027", 1, 1, true, false],
    [-56, 12, 1, "2026-2027", 2, 0, false, false],
    [-49, 11, 1, "2026-2027", 0, 1, true, false],
    [44, 3, 1, "2026-2027", null, null, false, false],
    [51, 4, 1, "2026-2027", null, null, true, false],
    [58, 5, 1, "2026-2027", null, null, false, false],
    [5, 6, 2, "2026-2027", null, null, true, true],
    [-330, 2, 3, "2025-2026", 1, 0, true, false],
    [-316, 3, 3, "2025-2026", 2, 2, false, false],
    [-302, 4, 3, "2025-2026", 3, 1, true, false],
    [-288, 5, 3, "2025-2026", 0, 2, false, false],
    [-274, 6, 3, "2025-2026", 2, 1, true, false],
    [-260, 7, 3, "2025-2026", 1, 1, false, false],
  ];
  await upsertRows(
    ctx,
    matches,
    fixtures.map(([days, club, champ, season, ours, theirs, home, predict], i) => ({
      id: 13 + i,
      championshipId: champ,
      competitorClubId: club,
      stadiumId: home ? 1 : 2 + (i % 2),
      kickoffAt: daysFromNow(days, home ? 21 : 19, home ? 0 : 30),
      season,
      teamGoals: ours,
      competitorTeamGoals: theirs,
      ourStadium: home,
      matchOver: days < 0,
      enableExpectation: predict,
      otherInfo: {},
    })),
  );

  await upsertRows(ctx, championshipResults, [
    ...table(1, 1, [
      [1, 6, 2, 1, 17, 8],
      [2, 6, 1, 2, 15, 9],
      [3, 5, 3, 1, 14, 7],
      [4, 5, 2, 2, 12, 9],
      [5, 4, 3, 2, 13, 11],
      [6, 4, 2, 3, 11, 10],
      [7, 3, 4, 2, 10, 10],
      [8, 3, 3, 3, 9, 10],
      [9, 3, 2, 4, 8, 11],
      [10, 2, 4, 3, 9, 12],
      [11, 2, 3, 4, 7, 11],
      [12, 1, 4, 4, 6, 12],
      [13, 1, 3, 5, 5, 16],
    ]),
    ...table(3, 101, [
      [1, 15, 8, 7, 44, 30],
      [2, 19, 6, 5, 55, 25],
      [3, 17, 7, 6, 48, 29],
      [4, 14, 9, 7, 40, 31],
      [5, 12, 9, 9, 38, 35],
      [6, 12, 7, 11, 36, 36],
      [7, 11, 8, 11, 33, 34],
      [8, 10, 9, 11, 31, 35],
      [9, 9, 10, 11, 30, 37],
      [10, 9, 8, 13, 29, 40],
      [11, 8, 9, 13, 27, 41],
      [12, 7, 8, 15, 25, 44],
      [13, 5, 8, 17, 21, 50],
    ]),
  ]);

  await upsertRows(ctx, teams, [
    {
      id: FIRST_TEAM_ID,
      kind: "first",
      ord: 1,
      name: L("الفريق الأول", "First team", "Primer equipo"),
      imageUrl: "/media/news-1.svg",
    },
    {
      id: 13,
      kind: "junior",
      ord: 2,
      name: L("فريق تحت 19 عامًا", "Under-19s", "Sub-19"),
      imageUrl: "/media/news-2.svg",
    },
    {
      id: 14,
      kind: "junior",
      ord: 3,
      name: L("فريق تحت 17 عامًا", "Under-17s", "Sub-17"),
      imageUrl: "/media/news-3.svg",
    },
  ]);

  await upsertRows(ctx, players, [
    ...FIRST_TEAM.map(([num, ar, en, role, nat, dob, leg], i) => ({
      id: i + 1,
      teamId: FIRST_TEAM_ID,
      name: L(ar, en, en),
      number: num,
      position: POSITION_OF[role]!,
      imageUrl: `/media/content/player-${num}.svg`,
      nationality: NATIONALITY[nat]!,
      birthDate: dob,
      bio: bioFor([ar, en], role, nat),
      preferredLeg: leg,
      preferredPosition: POSITION_TEXT[role]!,
      statistics: statsFor(role, i + 3),
      ord: i,
    })),
    {
      id: 27,
      teamId: FIRST_TEAM_ID,
      name: L("خوسيه مورايس", "José Morais", "José Morais"),
      number: null,
      position: "Manegar" as const,
      imageUrl: "/media/content/manager.svg",
      nationality: NATIONALITY.pt!,
      birthDate: "1965-07-27",
      bio: L(
        "المدير الفني للفريق الأول، مدرب برتغالي صاحب خبرة طويلة في الدوريات الأوروبية والآسيوية، يعتمد على الضغط العالي والاستحواذ.",
        "Head coach of the first team, a Portuguese coach with long experience in European and Asian leagues, who favours high pressing and possession.",
        "Entrenador del primer equipo, técnico portugués con larga experiencia en ligas europeas y asiáticas, partidario de la presión alta y la posesión.",
      ),
      preferredLeg: null,
      preferredPosition: null,
      statistics: {},
      ord: 99,
    },
    ...JUNIORS.map(([team, ar, en, role, dob], i) => ({
      id: 40 + i,
      teamId: team,
      name: L(ar, en, en),
      number: [1, 4, 2, 6, 8, 10, 7, 9][i % 8]! + (team === 14 ? 10 : 0),
      position: POSITION_OF[role]!,
      imageUrl: `/media/content/junior-${i + 1}.svg`,
      nationality: NATIONALITY.sa!,
      birthDate: dob,
      bio: bioFor([ar, en], role, "sa"),
      preferredLeg: (i % 3 === 0 ? "left" : "right") as "left" | "right",
      preferredPosition: POSITION_TEXT[role]!,
      statistics: statsFor(role, i + 11, 0.4),
      ord: i,
    })),
  ]);

  await upsertRows(ctx, initiatives, INITIATIVES);

  await seedClubPages(ctx);
}

async function seedClubPages(ctx: SeedCtx) {
  const presidents: Array<[string, string, string, string]> = [
    ["الأمير عبدالله بن سعد", "Prince Abdullah bin Saad", "1965 - 1978", "1965 - 1978"],
    ["الشيخ ناصر العبدالله", "Sheikh Nasser Al-Abdullah", "1978 - 1990", "1978 - 1990"],
    ["المهندس فهد الراشد", "Eng. Fahd Al-Rashed", "1990 - 2001", "1990 - 2001"],
    ["الدكتور سلمان الخالد", "Dr. Salman Al-Khaled", "2001 - 2012", "2001 - 2012"],
    ["الأستاذ محمد الفيصل", "Mr. Mohammed Al-Faisal", "2012 - 2020", "2012 - 2020"],
    ["الأستاذ خالد الحربي", "Mr. Khalid Al-Harbi", "2020 -", "2020 -"],
  ];
  await upsertRows(ctx, slides, [
    ...presidents.map(([ar, en, years], i) => ({
      id: 50 + i,
      kind: "slider" as const,
      key: "club_presidents",
      ord: i + 1,
      imageUrl: `/media/content/president-${i + 1}.svg`,
      title: L(ar, en, en),
      description: L(
        `رئيس النادي ${years}`,
        `Club president ${years}`,
        `Presidente del club ${years}`,
      ),
      target:
        i === presidents.length - 1
          ? {
              type: "Page" as const,
              target: "/about-club",
              button: L("كلمة الرئيس", "The president's word", "Palabras del presidente"),
            }
          : { type: "None" as const },
    })),
    ...[1, 2, 3].map((k) => ({
      id: 59 + k,
      kind: "slider" as const,
      key: "stadium_gallery",
      ord: k,
      imageUrl: `/media/content/stadium-${k}.svg`,
      title: [
        L("المدرجات", "The stands", "Las gradas"),
        L("أرضية الملعب", "The pitch", "El terreno de juego"),
        L("الواجهة الخارجية", "The façade", "La fachada"),
      ][k - 1]!,
      description: [
        L(
          "45,000 مقعد بمدرجات مغطاة بالكامل وإطلالة واضحة من كل زاوية.",
          "45,000 seats in fully covered stands with a clear view from every angle.",
          "45.000 asientos en gradas totalmente cubiertas con visibilidad desde cualquier ángulo.",
        ),
        L(
          "عشب هجين بمواصفات دولية ونظام تبريد للأرضية.",
          "A hybrid pitch built to international standards, with a cooled surface.",
          "Césped híbrido de nivel internacional con sistema de refrigeración.",
        ),
        L(
          "تصميم مستوحى من العمارة النجدية بإضاءة ذكية.",
          "A design inspired by Najdi architecture, with smart lighting.",
          "Un diseño inspirado en la arquitectura najdí, con iluminación inteligente.",
        ),
      ][k - 1]!,
      target: { type: "None" as const },
    })),
  ]);

  const nav = (footerColumn?: string) => ({
    navigation: {
      header: false,
      footer: !!footerColumn,
      ...(footerColumn ? { footerColumn } : {}),
    },
  });
  await upsertRows(ctx, pages, [
    {
      id: 10,
      path: "mbs-stadium",
      ord: 10,
      titles: L("الملعب الجديد", "The new stadium", "El nuevo estadio"),
      otherInfo: nav("club"),
    },
    {
      id: 11,
      path: "aroya",
      ord: 11,
      titles: L(
        "أرويا - الراعي الرئيسي",
        "Aroya, our main sponsor",
        "Aroya, patrocinador principal",
      ),
      otherInfo: nav("club"),
    },
    {
      id: 12,
      path: "members",
      ord: 12,
      titles: L("قوائم الأعضاء", "Members' lists", "Listas de socios"),
      otherInfo: nav(),
    },
    {
      id: 13,
      path: "members-2023",
      ord: 13,
      titles: L(
        "قائمة أعضاء الجمعية العمومية 2023",
        "General assembly members 2023",
        "Socios de la asamblea general 2023",
      ),
      otherInfo: nav(),
    },
    {
      id: 14,
      path: "members2024",
      ord: 14,
      titles: L(
        "المرشحون لانتخابات 2024",
        "2024 election candidates",
        "Candidatos a las elecciones de 2024",
      ),
      otherInfo: nav(),
    },
    {
      id: 15,
      path: "members2024-final",
      ord: 15,
      titles: L(
        "القائمة النهائية لانتخابات 2024",
        "2024 election final list",
        "Lista definitiva de las elecciones de 2024",
      ),
      otherInfo: nav(),
    },
    {
      id: 16,
      path: "club-presidents",
      ord: 16,
      titles: L("رؤساء النادي", "Club presidents", "Presidentes del club"),
      otherInfo: nav("club"),
    },
    {
      id: 17,
      path: "championships",
      ord: 17,
      titles: L("بطولات النادي", "Club honours", "Palmarés del club"),
      otherInfo: nav("club"),
    },
    {
      id: 18,
      path: "media-center",
      ord: 18,
      titles: L("المركز الإعلامي", "Media center", "Centro de prensa"),
      otherInfo: nav("club"),
    },
  ]);

  const header = (id: number, pageId: number, title: Loc, description: Loc) => ({
    id,
    pageId,
    ord: 0,
    style: { type: "pageHeader" },
    title,
    description,
  });
  const memberTable = (names: Array<[string, string]>, note: Loc): Loc => {
    const rows = (k: 0 | 1) =>
      names
        .map(([ar, en], i) => `<tr><td>${i + 1}</td><td>${k === 0 ? ar : en}</td></tr>`)
        .join("");
    const head = (n: string, m: string) =>
      `<table><thead><tr><th scope="col">${n}</th><th scope="col">${m}</th></tr></thead><tbody>`;
    return L(
      `<p>${note.ar}</p>${head("م", "الاسم")}${rows(0)}</tbody></table>`,
      `<p>${note.en}</p>${head("#", "Name")}${rows(1)}</tbody></table>`,
      `<p>${note.es}</p>${head("N.º", "Nombre")}${rows(1)}</tbody></table>`,
    );
  };
  const members2023: Array<[string, string]> = [
    ["عبدالرحمن السالم", "Abdulrahman Al-Salem"],
    ["فهد المطلق", "Fahd Al-Mutlaq"],
    ["سعد العتيبي", "Saad Al-Otaibi"],
    ["ناصر الدوسري", "Nasser Al-Dossary"],
    ["ماجد الشهري", "Majed Al-Shehri"],
    ["تركي القحطاني", "Turki Al-Qahtani"],
    ["بدر الحربي", "Badr Al-Harbi"],
    ["عادل الزهراني", "Adel Al-Zahrani"],
  ];
  const candidates: Array<[string, string]> = [
    ["خالد الحربي (رئيسًا)", "Khalid Al-Harbi (president)"],
    ["فيصل القحطاني (نائبًا للرئيس)", "Faisal Al-Qahtani (vice president)"],
    ["سعد العتيبي", "Saad Al-Otaibi"],
    ["ناصر الدوسري", "Nasser Al-Dossary"],
    ["ماجد الشهري", "Majed Al-Shehri"],
    ["يوسف الغامدي", "Youssef Al-Ghamdi"],
    ["أنس المالكي", "Anas Al-Malki"],
  ];

  await upsertRows(ctx, sections, [
    // The new stadium
    header(
      100,
      10,
      L("ملعب النور الجديد", "The new Al Noor stadium", "El nuevo estadio de Al Noor"),
      L(
        "بيت جديد لجماهير النور بسعة 45,000 مقعد.",
        "A new home for Al Noor fans, with 45,000 seats.",
        "Un nuevo hogar para la afición de Al Noor, con 45.000 asientos.",
      ),
    ),
    {
      id: 101,
      pageId: 10,
      ord: 1,
      style: { type: "boxAndImage" },
      mediaUrl: "/media/stadium.svg",
      title: L("45,000 مقعد", "45,000 seats", "45.000 asientos"),
      description: L(
        "يتسع الملعب الجديد لـ 45,000 متفرج في مدرجات مغطاة بالكامل، مع مقاعد مخصصة للعائلات وذوي الإعاقة ومنطقة للجماهير الضيفة.",
        "The new stadium holds 45,000 spectators in fully covered stands, with family sections, accessible seating and an away end.",
        "El nuevo estadio acoge a 45.000 espectadores en gradas totalmente cubiertas, con zonas familiares, asientos accesibles y sector visitante.",
      ),
      customFields: {
        facts: [
          { value: "45,000", label: L("مقعد", "seats", "asientos") },
          { value: "2028", label: L("الافتتاح المتوقع", "expected opening", "apertura prevista") },
          { value: "120", label: L("جناح ضيافة", "hospitality suites", "palcos VIP") },
        ],
      },
    },
    {
      id: 102,
      pageId: 10,
      ord: 2,
      style: { type: "textImageSlider" },
      title: L("جولة في الملعب", "Stadium tour", "Visita al estadio"),
      customFields: { slider_key: "stadium_gallery" },
    },
    {
      id: 103,
      pageId: 10,
      ord: 3,
      style: { type: "textBox" },
      title: L("عن المشروع", "About the project", "Sobre el proyecto"),
      description: L(
        "يأتي مشروع الملعب الجديد ضمن رؤية النادي لتقديم تجربة عالمية لجماهيره. صُمم الملعب وفق أعلى معايير الاستدامة، إذ تغطي الألواح الشمسية سقفه لتوفير جزء كبير من احتياجه للطاقة، وتُعاد معالجة المياه لري أرضية الملعب والمساحات الخضراء المحيطة. ويضم المشروع متحفًا لتاريخ النادي ومتجرًا رسميًا ومطاعم ومواقف لأكثر من 8,000 سيارة، إضافة إلى محطة نقل عام مرتبطة بشبكة المدينة.",
        "The new stadium is part of the club's vision of a world-class matchday for its supporters. It is designed to the highest sustainability standards: solar panels cover the roof to meet much of its energy needs, and water is recycled to irrigate the pitch and the surrounding green spaces. The project includes a club history museum, an official store, restaurants and parking for more than 8,000 cars, plus a public transport station linked to the city network.",
        "El nuevo estadio forma parte de la visión del club de ofrecer a su afición una experiencia de primer nivel. Está diseñado con los más altos estándares de sostenibilidad: paneles solares cubren la cubierta para cubrir gran parte de su energía y el agua se recicla para regar el césped y las zonas verdes. El proyecto incluye un museo de la historia del club, tienda oficial, restaurantes y aparcamiento para más de 8.000 coches, además de una estación de transporte público conectada con la red de la ciudad.",
      ),
    },
    // The sponsor page
    header(
      110,
      11,
      L("أرويا", "Aroya", "Aroya"),
      L(
        "الراعي الرئيسي لنادي النور.",
        "Main sponsor of Al Noor Club.",
        "Patrocinador principal del Club Al Noor.",
      ),
    ),
    {
      id: 111,
      pageId: 11,
      ord: 1,
      style: { type: "boxAndImage" },
      mediaUrl: "/media/partner-1.svg",
      title: L(
        "شراكة تمتد لخمسة مواسم",
        "A five-season partnership",
        "Una alianza de cinco temporadas",
      ),
      description: L(
        "تجمع النادي بأرويا شراكة استراتيجية تشمل رعاية قميص الفريق الأول وبرامج الأكاديمية ومبادرات المسؤولية الاجتماعية.",
        "Al Noor and Aroya share a strategic partnership covering the first-team shirt, academy programmes and social responsibility initiatives.",
        "Al Noor y Aroya comparten una alianza estratégica que incluye la camiseta del primer equipo, los programas de la academia y las iniciativas sociales.",
      ),
    },
    {
      id: 112,
      pageId: 11,
      ord: 2,
      style: { type: "custom" },
      title: L(
        "عروض حصرية للأعضاء",
        "Exclusive offers for members",
        "Ofertas exclusivas para socios",
      ),
      description: L(
        "<p>يحصل أعضاء <strong>فرسان العالمي</strong> على خصومات حصرية لدى أرويا طوال الموسم.</p><ul><li>خصم 15٪ على المنتجات</li><li>سحوبات شهرية على تذاكر المباريات</li></ul>",
        "<p>Members of <strong>World Knights</strong> get exclusive Aroya discounts all season.</p><ul><li>15% off products</li><li>Monthly draws for match tickets</li></ul>",
        "<p>Los socios de <strong>Caballeros del Mundo</strong> tienen descuentos exclusivos de Aroya toda la temporada.</p><ul><li>15 % de descuento en productos</li><li>Sorteos mensuales de entradas</li></ul>",
      ),
      customFields: {
        target_button: "URL",
        button_link: "https://aroya.example",
        button_text: L("زيارة موقع أرويا", "Visit Aroya", "Visitar Aroya"),
      },
    },
    // Members' lists
    header(
      120,
      12,
      L("قوائم الأعضاء", "Members' lists", "Listas de socios"),
      L("null", "null", "null"),
    ),
    {
      id: 121,
      pageId: 12,
      ord: 1,
      style: { type: "custom" },
      title: L("القوائم المنشورة", "Published lists", "Listas publicadas"),
      description: L(
        '<ul><li><a href="/members-2023">أعضاء الجمعية العمومية 2023</a></li><li><a href="/members2024">المرشحون لانتخابات 2024</a></li><li><a href="/members2024-final">القائمة النهائية لانتخابات 2024</a></li></ul>',
        '<ul><li><a href="/en/members-2023">General assembly members 2023</a></li><li><a href="/en/members2024">2024 election candidates</a></li><li><a href="/en/members2024-final">2024 election final list</a></li></ul>',
        '<ul><li><a href="/es/members-2023">Socios de la asamblea general 2023</a></li><li><a href="/es/members2024">Candidatos a las elecciones de 2024</a></li><li><a href="/es/members2024-final">Lista definitiva de las elecciones de 2024</a></li></ul>',
      ),
    },
    header(
      130,
      13,
      L(
        "أعضاء الجمعية العمومية 2023",
        "General assembly members 2023",
        "Socios de la asamblea general 2023",
      ),
      L("null", "null", "null"),
    ),
    {
      id: 131,
      pageId: 13,
      ord: 1,
      style: { type: "custom" },
      title: L(
        "الأعضاء ذوو العضوية السارية",
        "Members in good standing",
        "Socios con la cuota al día",
      ),
      description: memberTable(
        members2023,
        L(
          "القائمة معتمدة من لجنة العضوية بتاريخ 15 مايو 2023.",
          "List approved by the membership committee on 15 May 2023.",
          "Lista aprobada por el comité de socios el 15 de mayo de 2023.",
        ),
      ),
    },
    header(
      140,
      14,
      L(
        "المرشحون لانتخابات 2024",
        "2024 election candidates",
        "Candidatos a las elecciones de 2024",
      ),
      L("null", "null", "null"),
    ),
    {
      id: 141,
      pageId: 14,
      ord: 1,
      style: { type: "custom" },
      title: L("القائمة الأولية", "Preliminary list", "Lista provisional"),
      description: memberTable(
        candidates,
        L(
          "يحق للأعضاء تقديم الاعتراض خلال خمسة أيام من تاريخ النشر.",
          "Members may object within five days of publication.",
          "Los socios pueden presentar alegaciones en los cinco días siguientes a la publicación.",
        ),
      ),
    },
    header(
      150,
      15,
      L(
        "القائمة النهائية لانتخابات 2024",
        "2024 election final list",
        "Lista definitiva de las elecciones de 2024",
      ),
      L("null", "null", "null"),
    ),
    {
      id: 151,
      pageId: 15,
      ord: 1,
      style: { type: "custom" },
      title: L("المرشحون المعتمدون", "Approved candidates", "Candidatos aprobados"),
      description: memberTable(
        candidates.slice(0, 5),
        L(
          "اعتمدت اللجنة القائمة النهائية بعد انتهاء فترة الاعتراض.",
          "The committee approved the final list after the objection period.",
          "El comité aprobó la lista definitiva tras el plazo de alegaciones.",
        ),
      ),
    },
    {
      id: 152,
      pageId: 15,
      ord: 2,
      style: { type: "fileDownload" },
      mediaUrl: "/media/content/members-2024-final.pdf",
      title: L(
        "تحميل القائمة النهائية",
        "Download the final list",
        "Descargar la lista definitiva",
      ),
      description: L("ملف PDF", "PDF file", "Archivo PDF"),
    },
    // Presidents and honours
    header(
      160,
      16,
      L("رؤساء النادي", "Club presidents", "Presidentes del club"),
      L(
        "الرجال الذين قادوا النادي منذ تأسيسه عام 1965.",
        "The men who have led the club since its founding in 1965.",
        "Los hombres que han dirigido el club desde su fundación en 1965.",
      ),
    ),
    {
      id: 161,
      pageId: 16,
      ord: 1,
      style: { type: "clubPresidentsSlider" },
      title: L(
        "رؤساء النادي عبر التاريخ",
        "Presidents through the years",
        "Presidentes a lo largo de la historia",
      ),
      customFields: { slider_key: "club_presidents" },
    },
    header(
      170,
      17,
      L("بطولات النادي", "Club honours", "Palmarés del club"),
      L("null", "null", "null"),
    ),
    {
      id: 171,
      pageId: 17,
      ord: 1,
      style: { type: "championsSection" },
      title: L("خزائن البطولات", "Our trophy cabinet", "Nuestras vitrinas"),
      customFields: { slider_key: "cups_slider" },
    },
    {
      id: 172,
      pageId: 17,
      ord: 2,
      style: { type: "homeChampsSection" },
      title: L("جدول الدوري", "League table", "Clasificación"),
    },
    // Club history (page 2 of the platform seed)
    {
      id: 180,
      pageId: 2,
      ord: 3,
      style: { type: "graphImageSection" },
      mediaUrl: "/media/content/strategy-ar.svg",
      title: L("استراتيجية النادي", "Club strategy", "Estrategia del club"),
    },
    {
      id: 181,
      pageId: 2,
      ord: 4,
      style: { type: "clubPresidentsSlider" },
      title: L("رؤساء النادي", "Club presidents", "Presidentes del club"),
      customFields: { slider_key: "club_presidents" },
    },
    {
      id: 182,
      pageId: 2,
      ord: 5,
      style: { type: "championsSection" },
      title: L("بطولاتنا", "Our honours", "Nuestro palmarés"),
      customFields: { slider_key: "cups_slider" },
    },
    // The media centre: one of every section type (and a disabled one that must not show)
    {
      id: 190,
      pageId: 18,
      ord: 5,
      style: { type: "alnoorVisionSection" },
      title: L("رؤيتنا وقيمنا", "Our vision and values", "Visión y valores"),
      description: L(
        "نبني ناديًا ينافس على البطولات ويخدم مجتمعه.",
        "We are building a club that competes for titles and serves its community.",
        "Construimos un club que compite por títulos y sirve a su comunidad.",
      ),
      customFields: {
        items: [
          {
            title: L("الطموح", "Ambition", "Ambición"),
            text: L(
              "المنافسة على كل بطولة نشارك فيها.",
              "Compete for every title we enter.",
              "Competir por cada título que disputamos.",
            ),
          },
          {
            title: L("الانتماء", "Belonging", "Pertenencia"),
            text: L(
              "النادي بيت لكل أبناء المدينة.",
              "The club is home to everyone in the city.",
              "El club es el hogar de toda la ciudad.",
            ),
          },
          {
            title: L("الاحترافية", "Professionalism", "Profesionalidad"),
            text: L(
              "حوكمة وشفافية في كل قرار.",
              "Good governance and transparency in every decision.",
              "Buen gobierno y transparencia en cada decisión.",
            ),
          },
        ],
      },
    },
    {
      id: 191,
      pageId: 18,
      ord: 6,
      style: { type: "fastNewsAndResults" },
      title: L("أخبار ونتائج", "News and results", "Noticias y resultados"),
    },
    {
      id: 192,
      pageId: 18,
      ord: 7,
      style: { type: "fristTeamSlider" },
      title: L("الفريق الأول", "First team", "Primer equipo"),
    },
    {
      id: 193,
      pageId: 18,
      ord: 8,
      style: { type: "fristTeamSection" },
      title: L("تشكيلة الفريق", "The squad", "La plantilla"),
    },
    {
      id: 194,
      pageId: 18,
      ord: 9,
      style: { type: "lastNews" },
      title: L("آخر الأخبار", "Latest news", "Últimas noticias"),
    },
    {
      id: 195,
      pageId: 18,
      ord: 10,
      style: { type: "lastOffers" },
      title: L("آخر العروض", "Latest offers", "Últimas ofertas"),
    },
    {
      id: 196,
      pageId: 18,
      ord: 11,
      style: { type: "tweets" },
      title: L("من حساباتنا", "From our channels", "En nuestras redes"),
    },
    {
      id: 197,
      pageId: 18,
      ord: 12,
      style: { type: "homeChampsSection" },
      title: L("ترتيب الدوري", "League standings", "Clasificación de liga"),
    },
    {
      id: 198,
      pageId: 18,
      ord: 13,
      style: { type: "fileDownload" },
      mediaUrl: "/media/content/annual-report-2022.pdf",
      title: L(
        "تقرير المسؤولية الاجتماعية 2021-2022",
        "Social responsibility report 2021-2022",
        "Informe de responsabilidad social 2021-2022",
      ),
      description: L("ملف PDF", "PDF file", "Archivo PDF"),
    },
    {
      id: 199,
      pageId: 18,
      ord: 14,
      style: { type: "graphImageSection" },
      mediaUrl: "/media/content/strategy-ar.svg",
      title: L("استراتيجية 2030", "Strategy 2030", "Estrategia 2030"),
    },
    header(
      200,
      18,
      L("المركز الإعلامي", "Media center", "Centro de prensa"),
      L(
        "كل ما يخص النادي في مكان واحد: الأخبار والنتائج واللاعبون والبطولات.",
        "Everything about the club in one place: news, results, players and honours.",
        "Todo sobre el club en un solo lugar: noticias, resultados, jugadores y títulos.",
      ),
    ),
    {
      id: 201,
      pageId: 18,
      ord: 1,
      style: { type: "textBox" },
      title: L("عن المركز الإعلامي", "About the media center", "Sobre el centro de prensa"),
      description: L(
        "يقدم المركز الإعلامي لنادي النور تغطية شاملة لأخبار الفريق الأول والفئات السنية والألعاب المختلفة، إلى جانب المؤتمرات الصحفية والمقابلات الحصرية مع اللاعبين والجهاز الفني. ويعمل فريق المركز على مدار الساعة في أيام المباريات لنقل الأجواء من المدرجات وغرف الملابس، كما يوفر للصحفيين المعتمدين كل ما يحتاجونه من صور ومعلومات وإحصائيات رسمية.",
        "Al Noor Club's media center covers the first team, the academy and the club's other sports, along with press conferences and exclusive interviews with players and staff. On match days the team works around the clock to bring you the atmosphere from the stands and the dressing room, and it gives accredited journalists the official photos, information and statistics they need.",
        "El centro de prensa del Club Al Noor cubre el primer equipo, la cantera y las demás secciones deportivas, además de ruedas de prensa y entrevistas exclusivas con jugadores y cuerpo técnico. En los días de partido el equipo trabaja sin descanso para acercarte el ambiente de la grada y del vestuario, y ofrece a los periodistas acreditados las fotos, la información y las estadísticas oficiales que necesitan.",
      ),
    },
    {
      id: 202,
      pageId: 18,
      ord: 2,
      style: { type: "custom" },
      title: L("للصحفيين", "For journalists", "Para periodistas"),
      customFields: {
        section_image: "/media/news-5.svg",
        target_button: "Page",
        button_link: "/contact-us",
        button_text: L("اطلب الاعتماد", "Request accreditation", "Solicitar acreditación"),
      },
      description: L(
        "<p>لطلبات الاعتماد الإعلامي تواصل مع <strong>إدارة الإعلام</strong> قبل المباراة بـ 48 ساعة على الأقل.</p>",
        "<p>For media accreditation, contact the <strong>media department</strong> at least 48 hours before the match.</p>",
        "<p>Para acreditaciones, contacta con el <strong>departamento de prensa</strong> al menos 48 horas antes del partido.</p>",
      ),
    },
    {
      id: 203,
      pageId: 18,
      ord: 3,
      style: { type: "boxAndImage" },
      mediaUrl: "/media/stadium.svg",
      title: L("الملعب الجديد", "The new stadium", "El nuevo estadio"),
      description: L(
        "45,000 مقعد بانتظار جماهير النور.",
        "45,000 seats waiting for the Al Noor faithful.",
        "45.000 asientos esperan a la afición de Al Noor.",
      ),
      customFields: {
        target_button: "Page",
        button_link: "/mbs-stadium",
        button_text: L("اكتشف الملعب", "Discover the stadium", "Descubre el estadio"),
      },
    },
    {
      id: 204,
      pageId: 18,
      ord: 4,
      style: { type: "textImageSlider" },
      title: L("جولة مصورة", "Photo tour", "Recorrido fotográfico"),
      customFields: { slider_key: "stadium_gallery" },
    },
    {
      id: 205,
      pageId: 18,
      ord: 15,
      style: { type: "clubPresidentsSlider" },
      title: L("رؤساء النادي", "Club presidents", "Presidentes del club"),
      customFields: { slider_key: "club_presidents" },
    },
    {
      id: 206,
      pageId: 18,
      ord: 16,
      style: { type: "championsSection" },
      title: L("بطولاتنا", "Our honours", "Nuestro palmarés"),
      customFields: { slider_key: "cups_slider" },
    },
    {
      id: 207,
      pageId: 18,
      ord: 17,
      status: 0,
      style: { type: "textBox" },
      title: L("مسودة", "Draft", "Borrador"),
      description: L("مسودة لم تُنشر", "An unpublished draft", "Un borrador sin publicar"),
    },
  ]);
}
