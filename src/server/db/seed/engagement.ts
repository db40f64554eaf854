import { predictions, surveyOptions, surveyQuestions, surveys } from "../schema/engagement";
import { L, upsertRows, type SeedCtx } from "./util";

/** Password of the demo's protected survey (documented in README). */
export const DEMO_SURVEY_PASSWORD = "noor2026";
/**
 * Its stored form, `scrypt$salt$hash` as the survey service writes it (hashSurveyPassword),
 * kept as data so the seed imports no module; a test checks that the password opens it.
 */
export const DEMO_SURVEY_PASSWORD_HASH =
  "scrypt$6e6f6f722d64656d6f2d737572766579$d34864f83e8d99156e0d98405e1d7bbdd8ad258367a1f56d70e9d4f0bda5248b";

type Q = {
  id: number;
  type: "single" | "multiple" | "rating" | "text";
  title: ReturnType<typeof L>;
  required?: boolean;
  options?: ReturnType<typeof L>[];
};

const FIRST_NAMES = [
  "Fahad",
  "Saud",
  "Nora",
  "Abdullah",
  "Reem",
  "Khalid",
  "Sara",
  "Faisal",
  "Lama",
  "Turki",
  "Hind",
  "Majed",
];
const FAMILY_NAMES = [
  "Al-Qahtani",
  "Al-Harbi",
  "Al-Otaibi",
  "Al-Shehri",
  "Al-Ghamdi",
  "Al-Dosari",
  "Al-Mutairi",
  "Al-Zahrani",
];

/**
 * Demo engagement: predictions on the upcoming matches open to them (their totals follow through
 * the database trigger), and four surveys in three languages: open, closed, protected by a
 * password, and for members only.
 */
export async function seedEngagement(ctx: SeedCtx): Promise<void> {
  // [match id, predictions, share of wins / draws]: a different picture per match.
  const plan: Array<[number, number, number, number]> = [
    [7, 40, 0.6, 0.25],
    [8, 25, 0.4, 0.3],
    [19, 12, 0.5, 0.5],
  ];
  const rows: Array<typeof predictions.$inferInsert> = [];
  let id = 1;
  for (const [matchId, count, wins, draws] of plan) {
    for (let i = 0; i < count; i++) {
      const kind = i / count < wins ? "win" : i / count < wins + draws ? "draw" : "loss";
      const a = (i % 3) + 1;
      const b = i % 2;
      const [team, competitor] =
        kind === "win" ? [a, Math.min(b, a - 1)] : kind === "draw" ? [b, b] : [b, b + 1];
      rows.push({
        id: id++,
        matchId,
        phone: `9665800${String(matchId).padStart(2, "0")}${String(i).padStart(3, "0")}`,
        fullName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${FAMILY_NAMES[(i * 5 + matchId) % FAMILY_NAMES.length]}`,
        teamGoals: team,
        competitorTeamGoals: competitor,
      });
    }
  }
  await upsertRows(ctx, predictions, rows);

  await upsertRows(ctx, surveys, [
    {
      id: 1,
      key: "fan-experience",
      status: "published",
      ord: 1,
      title: L(
        "تجربة المشجع في الملعب",
        "Your match-day experience",
        "Tu experiencia en el estadio",
      ),
      description: L(
        "ساعدنا على تحسين يوم المباراة: أربعة أسئلة قصيرة.",
        "Help us improve match days: four short questions.",
        "Ayúdanos a mejorar los días de partido: cuatro preguntas breves.",
      ),
    },
    {
      id: 2,
      key: "season-review",
      ord: 2,
      status: "unpublished",
      title: L("تقييم الموسم الماضي", "Last season in review", "Balance de la temporada pasada"),
      description: L(
        "انتهت مدة هذا الاستبيان.",
        "This survey has ended.",
        "Esta encuesta ha terminado.",
      ),
    },
    {
      id: 3,
      key: "supporters-council",
      status: "published",
      ord: 3,
      passwordHash: DEMO_SURVEY_PASSWORD_HASH,
      title: L(
        "استبيان مجلس الروابط",
        "Supporters' council survey",
        "Encuesta del consejo de peñas",
      ),
      description: L(
        "لممثلي روابط المشجعين: كلمة المرور مرسلة إليكم.",
        "For supporters' group representatives: you received the password.",
        "Para los representantes de las peñas: ya recibisteis la contraseña.",
      ),
    },
    {
      id: 4,
      key: "members-kit",
      status: "published",
      ord: 4,
      membersOnly: true,
      title: L("قميص الأعضاء القادم", "Next members' shirt", "La próxima camiseta de socios"),
      description: L(
        "للأعضاء فقط: اختر تصميم القميص القادم.",
        "Members only: choose the next shirt design.",
        "Solo socios: elige el diseño de la próxima camiseta.",
      ),
    },
  ]);

  const questions: Array<[number, Q[]]> = [
    [
      1,
      [
        {
          id: 1,
          type: "single",
          title: L(
            "كيف وصلت إلى الملعب؟",
            "How did you get to the stadium?",
            "¿Cómo llegaste al estadio?",
          ),
          options: [
            L("بالسيارة", "By car", "En coche"),
            L("بالحافلة", "By bus", "En autobús"),
            L("سيراً على الأقدام", "On foot", "A pie"),
            L("بسيارة أجرة", "By taxi", "En taxi"),
          ],
        },
        {
          id: 2,
          type: "multiple",
          title: L("ما الذي استمتعت به؟", "What did you enjoy?", "¿Qué disfrutaste?"),
          options: [
            L("الأجواء", "The atmosphere", "El ambiente"),
            L("الطعام والمشروبات", "Food and drinks", "Comida y bebida"),
            L("العروض قبل المباراة", "The pre-match show", "El espectáculo previo"),
            L("المقاعد", "The seats", "Los asientos"),
          ],
        },
        {
          id: 3,
          type: "rating",
          title: L(
            "قيّم تجربتك العامة",
            "Rate your overall experience",
            "Valora tu experiencia general",
          ),
        },
        {
          id: 4,
          type: "text",
          required: false,
          title: L("هل لديك اقتراح؟", "Any suggestion for us?", "¿Alguna sugerencia?"),
        },
      ],
    ],
    [
      2,
      [
        {
          id: 5,
          type: "rating",
          title: L(
            "قيّم أداء الفريق",
            "Rate the team's performance",
            "Valora el rendimiento del equipo",
          ),
        },
      ],
    ],
    [
      3,
      [
        {
          id: 6,
          type: "single",
          title: L(
            "أفضل وقت لاجتماع المجلس؟",
            "Best time for the council meeting?",
            "¿Mejor momento para la reunión del consejo?",
          ),
          options: [
            L("مساء الأحد", "Sunday evening", "Domingo por la tarde"),
            L("مساء الأربعاء", "Wednesday evening", "Miércoles por la tarde"),
          ],
        },
        {
          id: 7,
          type: "text",
          title: L("موضوع تريد طرحه", "A topic you want to raise", "Un tema que quieras plantear"),
        },
      ],
    ],
    [
      4,
      [
        {
          id: 8,
          type: "single",
          title: L("اختر التصميم", "Choose the design", "Elige el diseño"),
          options: [
            L("أخضر كلاسيكي", "Classic green", "Verde clásico"),
            L("أبيض مع ذهبي", "White and gold", "Blanco y oro"),
          ],
        },
        {
          id: 9,
          type: "rating",
          title: L(
            "قيّم قميص هذا الموسم",
            "Rate this season's shirt",
            "Valora la camiseta de esta temporada",
          ),
        },
      ],
    ],
  ];
  let optionId = 1;
  await upsertRows(
    ctx,
    surveyQuestions,
    questions.flatMap(([surveyId, qs]) =>
      qs.map((q, i) => ({
        id: q.id,
        surveyId,
        type: q.type,
        title: q.title,
        required: q.required ?? true,
        ord: i + 1,
      })),
    ),
  );
  await upsertRows(
    ctx,
    surveyOptions,
    questions.flatMap(([, qs]) =>
      qs.flatMap((q) =>
        (q.options ?? []).map((title, i) => ({
          id: optionId++,
          questionId: q.id,
          title,
          ord: i + 1,
        })),
      ),
    ),
  );
}
