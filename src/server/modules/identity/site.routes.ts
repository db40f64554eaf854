import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MessageKey } from "../../../shared/i18n";
import { infoUpdateBody, profileSaveBody } from "../../../shared/identity/schemas";
import { AppError } from "../../lib/app-error";
import { list, ok } from "../../lib/respond";
import { seatsChanged } from "../../lib/seat-changes";
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
import { botChecked, siteCalls } from "../platform/site-calls";

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

  siteCalls(app, {
    "/website/user/login": {
      options: { preHandler: botChecked(app) },
      run: async ({ lang, body, req }) =>
        ok(await startLogin({ ...deps(), log: req.log, phone: body.phone, ip: req.ip, lang })),
    },

    "/website/user/verify": async ({ lang, body, req, reply }) => {
      const results = await completeLogin({ ...deps(), log: req.log, ...body, lang });
      setSessionCookie(reply, app.env, results.token, new Date(results.expires_at));
      return ok(results);
    },

    "/website/user": {
      member: "required",
      plain: async ({ lang, user }) => ok(await getUser({ ...deps(), lang, memberId: user!.id })),
    },

    "/website/user/poll": {
      options: { preHandler: requireCompleteUser },
      run: async ({ lang, body, req }) =>
        ok(await answerPoll({ ...deps(), log: req.log, memberId: req.user!.id, ...body, lang })),
    },

    "/website/polls/show": async ({ db, lang, body }) =>
      ok(await showPoll({ db, lang, key: body.key })),

    "/website/user/logout": {
      options: { preHandler: requireUser },
      run: async ({ db, req, reply }) => {
        await revokeSession({ db, sessionId: req.user!.sessionId });
        clearSessionCookie(reply, app.env);
        return ok({ logged_out: true as const });
      },
    },

    "/website/user/export": {
      options: { preHandler: requireUser },
      run: async ({ lang, req }) =>
        ok(await exportMemberData({ ...deps(), log: req.log, memberId: req.user!.id, lang })),
    },

    "/website/user/delete": {
      options: { preHandler: requireUser },
      run: async ({ req, reply }) => {
        const { eventIds } = await deleteMember({
          ...deps(),
          log: req.log,
          memberId: req.user!.id,
        });
        // The reservations went with the account: their events' seat counts are stale.
        for (const id of eventIds) seatsChanged(app, id);
        clearSessionCookie(reply, app.env);
        return ok({ deleted: true as const });
      },
    },

    "/website/areas": {
      options: { config: { searchFields: ["keywords"] } },
      run: async ({ db, lang, body }) =>
        list(
          await listAreas({
            db,
            lang,
            type: body?.type ?? 0,
            keywords: body?.keywords,
            countryId: body?.country_id,
            limit: body?.limit,
          }),
        ),
    },
  });

  // Outside the table: its own schema and body check (`config.bodyInHandler`, ADR 0020).
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
};
