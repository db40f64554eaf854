import type { CallSpec } from "../contract-kit";
import { emptyBody } from "./common";
import { botCheckChallengeDto, settingsDto } from "./settings";

/** Platform calls: the site settings and the bot-check challenge. */
export const platformCalls = {
  "/settings": { body: emptyBody, response: settingsDto },
  "/bot-check/challenge": { body: emptyBody, response: botCheckChallengeDto },
} as const satisfies Record<string, CallSpec>;
