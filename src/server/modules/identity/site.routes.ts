import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MessageKey } from "../../../shared/i18n";
import { infoUpdateBody, profileSaveBody } from "../../../shared/identity/schemas";
import { AppError } from "../../lib/app-error";
import { assertBotCheck } from "../../lib/bot-check";
import { list, ok } from "../../lib/respond";
import {
  clearSessionCookie,
  requireCompleteUser,
  requireUser,
  revokeSession,
  setSessionCookie,
} from "../../plugins/auth";
import {
  answerPoll,
  completeLogin,
  deleteMember,
  exportMemberData,
  getUser,
  listAreas,
  saveProfile,
  startLogin,
} from "./identity.service";
import { showPoll } from "./polls";

/** Validates with a shared schema inside a handler, answering 422 with per-field catalog messages. */
function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, MessageKey[]> = {};
  for (const issue of result.error.issues) {
    const key = /^[a-zA-Z]+\.[a-zA-Z_.]+$/.test(issue.message)
      ? (issue.message as MessageKey)
      : "errors.invalid_value";
    (fields[issue.path.map(String).join(".") || "body"] ??= []).push(key);
  }
  throw new AppError(422, "validation_failed", "errors.validation_failed", fields);
}

/** Fan identity: phone + SMS-code login, the member, the profile, polls, areas, logout, data export and account deletion. */
export const identitySiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, env: app.env });

  app.post("/website/user/login", { ...route("/website/user/login") }, async (req) => {
    await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
    return ok(
      await startLogin({
        ...deps(),
        log: req.log,
        phone: req.body.phone,
        ip: req.ip,
        lang: req.lang,
      }),
    );
  });

  app.post("/website/user/verify", { ...route("/website/user/verify") }, async (req, reply) => {
    const results = await completeLogin({ ...deps(), log: req.log, ...req.body, lang: req.lang });
    setSessionCookie(reply, app.env, results.token, new Date(results.expires_at));
    return ok(results);
  });

  app.post("/website/user", { ...route("/website/user"), preHandler: requireUser }, async (req) =>
    ok(await getUser({ ...deps(), lang: req.lang, memberId: req.user!.id })),
  );

  app.post(
    "/website/user/save",
    {
      // Two shapes, each validated in the handler with its own per-field messages.
      schema: { ...route("/website/user/save").schema, body: z.looseObject({}) },
      config: { bodyInHandler: true },
      preHandler: requireUser,
      // Room for a picture of AVATAR_MAX_BYTES once base64-encoded.
      bodyLimit: Math.ceil((app.env.avatarMaxBytes * 4) / 3) + 64 * 1024,
    },
    async (req) => {
      const memberId = req.user!.id;
      if ("info_update" in req.body) {
        // The continuing-membership poll answers through the profile call, as the spec has it.
        const { info_update } = parseWith(infoUpdateBody, req.body);
        const [key, value] = Object.entries(info_update)[0]!;
        if (!req.user!.complete)
          throw new AppError(422, "profile_incomplete", "identity.profileIncomplete");
        return ok(
          await answerPoll({ ...deps(), log: req.log, memberId, key, value, lang: req.lang }),
        );
      }
      const input = parseWith(profileSaveBody, req.body);
      return ok(await saveProfile({ ...deps(), log: req.log, memberId, input, lang: req.lang }));
    },
  );

  app.post(
    "/website/user/poll",
    { ...route("/website/user/poll"), preHandler: requireCompleteUser },
    async (req) =>
      ok(
        await answerPoll({
          ...deps(),
          log: req.log,
          memberId: req.user!.id,
          ...req.body,
          lang: req.lang,
        }),
      ),
  );

  app.post("/website/polls/show", { ...route("/website/polls/show") }, async (req) =>
    ok(await showPoll({ db: app.db, lang: req.lang, key: req.body.key })),
  );

  app.post(
    "/website/user/logout",
    { ...route("/website/user/logout"), preHandler: requireUser },
    async (req, reply) => {
      await revokeSession({ db: app.db, sessionId: req.user!.sessionId });
      clearSessionCookie(reply, app.env);
      return ok({ logged_out: true as const });
    },
  );

  app.post(
    "/website/user/export",
    { ...route("/website/user/export"), preHandler: requireUser },
    async (req) =>
      ok(
        await exportMemberData({ ...deps(), log: req.log, memberId: req.user!.id, lang: req.lang }),
      ),
  );

  app.post(
    "/website/user/delete",
    { ...route("/website/user/delete"), preHandler: requireUser },
    async (req, reply) => {
      await deleteMember({ ...deps(), log: req.log, memberId: req.user!.id });
      clearSessionCookie(reply, app.env);
      return ok({ deleted: true as const });
    },
  );

  app.post(
    "/website/areas",
    { ...route("/website/areas"), config: { searchFields: ["keywords"] } },
    async (req) =>
      list(
        await listAreas({
          db: app.db,
          lang: req.lang,
          type: req.body?.type ?? 0,
          keywords: req.body?.keywords,
          countryId: req.body?.country_id,
          limit: req.body?.limit,
        }),
      ),
  );
};
