import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../../db/client";
import type { Lang } from "../../../shared/i18n";
import type { PredictionInput } from "../../../shared/engagement/schemas";
import type {
  PredictionResultDto,
  PredictionSentDto,
  PredictionStatsDto,
} from "../../../shared/engagement/dtos";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { sendOtp, verifyOtp } from "../identity/otp.service";

type Deps = { db: Db; env: Env; log?: FastifyBaseLogger };

const votedError = () =>
  new AppError(422, "already_voted", "engagement.alreadyVoted", {
    phone: ["engagement.alreadyVoted"],
  });

/**
 * The match must be published, not over, open to predictions and inside its window (from
 * `prediction_opens_at`, until `prediction_closes_at` or else kick-off, migration 0022). The clock is
 * the database's (one clock for every instance); kick-off instants are stored with their offset,
 * so the comparison holds in Asia/Riyadh whatever the server's zone.
 */
async function assertPredictable(db: DbOrTx, matchId: number): Promise<void> {
  const { rows } = await db.execute<{
    open: boolean;
  }>(sql`SELECT (enable_expectation AND NOT match_over
                 AND now() >= COALESCE(prediction_opens_at, '-infinity')
                 AND now() < COALESCE(prediction_closes_at, kickoff_at)) AS open
       FROM matches WHERE id = ${matchId} AND status = 1`);
  if (!rows[0]) throw notFound();
  if (!rows[0].open) {
    throw new AppError(422, "prediction_closed", "engagement.predictionClosed");
  }
}

/**
 * The match takes predictions and this phone has not predicted it yet: checked before an SMS is
 * sent or a code spent; the unique key still decides at insert time.
 */
async function assertPhoneMayPredict(db: Db, input: { match_id: number; phone: string }) {
  await assertPredictable(db, input.match_id);
  const { rowCount } = await db.execute(
    sql`SELECT 1 FROM predictions WHERE match_id = ${input.match_id} AND phone = ${input.phone}`,
  );
  if (rowCount) throw votedError();
}

/** Whole percents that always add up to 100 (largest remainder), or all zero with no votes. */
export function splitPercents(counts: { team: number; competitor: number; equal: number }) {
  const keys = ["team", "competitor", "equal"] as const;
  const total = counts.team + counts.competitor + counts.equal;
  if (total === 0) return { team: 0, competitor: 0, equal: 0 };
  const exact = keys.map((k) => (counts[k] * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - floors[i]! })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return { team: floors[0]!, competitor: floors[1]!, equal: floors[2]! };
}

/** The split of a match's predictions, read from the running totals (one row, no counting). */
export async function getPredictionStats({
  db,
  matchId,
}: {
  db: DbOrTx;
  matchId: number;
}): Promise<PredictionStatsDto> {
  const { rows } = await db.execute<{ team: number; competitor: number; equal: number }>(
    sql`SELECT team, competitor, equal FROM prediction_stats WHERE match_id = ${matchId}`,
  );
  const counts = rows[0] ?? { team: 0, competitor: 0, equal: 0 };
  const percents = splitPercents(counts);
  return {
    match_id: matchId,
    total: counts.team + counts.competitor + counts.equal,
    team: { count: counts.team, percent: percents.team },
    competitor: { count: counts.competitor, percent: percents.competitor },
    equal: { count: counts.equal, percent: percents.equal },
  };
}

/**
 * Step 1 (/website/matches/expect): checks the match and that this phone has not predicted it,
 * then sends a prediction code by SMS (the shared one-time code service: hashed, short-lived,
 * three attempts, rate-limited sends). Nothing is stored until the code is confirmed.
 */
export async function requestPrediction(
  deps: Deps & { input: PredictionInput; ip: string; lang: Lang },
): Promise<PredictionSentDto> {
  const { db, input } = deps;
  await assertPhoneMayPredict(db, input);
  await sendOtp({
    ...deps,
    purpose: "prediction",
    phone: input.phone,
    ip: deps.ip,
    lang: deps.lang,
  });
  return { sent: true as const, expires_in: deps.env.otpTtlSeconds };
}

/**
 * Records one prediction and returns the new split. The unique key (match, phone) makes a
 * second prediction fail whatever the concurrency; the totals move in the same transaction
 * (database trigger). Throws 422 `already_voted`, whose English text contains "voted".
 */
export async function recordPrediction({
  db,
  input,
  log,
}: {
  db: Db;
  input: Omit<PredictionInput, "g-recaptcha-response">;
  log?: FastifyBaseLogger;
}): Promise<PredictionResultDto> {
  return db.transaction(async (tx) => {
    await assertPredictable(tx, input.match_id);
    const { rowCount } = await tx.execute(
      sql`INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
          VALUES (${input.match_id}, ${input.phone}, ${input.fullName}, ${input.team_goals},
                  ${input.competitor_team_goals})
          ON CONFLICT ON CONSTRAINT predictions_match_phone_key DO NOTHING`,
    );
    if (!rowCount) {
      log?.info(
        { phone: maskPhone(input.phone), match: input.match_id },
        "repeated prediction refused",
      );
      throw votedError();
    }
    const statistics = await getPredictionStats({ db: tx, matchId: input.match_id });
    return {
      prediction: {
        match_id: input.match_id,
        team_goals: input.team_goals,
        competitor_team_goals: input.competitor_team_goals,
      },
      statistics,
    };
  });
}

/**
 * Step 2 (/website/matches/expect/results): spends the SMS code, then records the prediction.
 * A wrong code is 422 `code_invalid` ('Incorrect verification code', the English text contains
 * "provided"); a closed match or a repeated phone is refused before the code is spent.
 */
export async function confirmPrediction(
  deps: Deps & { input: Omit<PredictionInput, "g-recaptcha-response"> & { code: string } },
): Promise<PredictionResultDto> {
  const { db, input } = deps;
  await assertPhoneMayPredict(db, input);
  try {
    await verifyOtp({ ...deps, purpose: "prediction", phone: input.phone, code: input.code });
  } catch (error) {
    if (error instanceof AppError && error.code === "code_invalid") {
      throw new AppError(422, "code_invalid", "engagement.codeInvalid", {
        code: ["engagement.codeInvalid"],
      });
    }
    throw error;
  }
  return recordPrediction({ db, input, log: deps.log });
}
