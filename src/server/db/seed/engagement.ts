import { predictions } from "../schema/engagement";
import { seedFixture, type Fixture } from "./fixtures";
import demo from "./fixtures/engagement.json";
import { upsertRows, type SeedCtx } from "./util";

/**
 * Password of the demo's protected survey (documented in README). Its stored form in
 * fixtures/engagement.json, `scrypt$salt$hash` as the survey service writes it
 * (hashSurveyPassword), is kept as data so the seed imports no module; a test checks that the
 * password opens it.
 */
export const DEMO_SURVEY_PASSWORD = "noor2026";

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
 * the database trigger), and four surveys in three languages (fixtures/engagement.json, with
 * their questions and options): open, closed, protected by a password, and for members only.
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

  await seedFixture(ctx, demo as Fixture, "engagement");
}
