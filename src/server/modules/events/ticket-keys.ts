import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { loadTicketKeys, type TicketKeys } from "../../lib/ticket-signing";
import { importReferenceKey, shortReference } from "../../../shared/events/short-reference";

/**
 * The ticket signing keys of this instance (ADR 0027): loaded from `app_secrets` once per
 * database client and configuration (TICKET_KEY_ID, TICKET_KEY_IDS_ACCEPTED), then reused.
 */
export type EventKeys = TicketKeys & {
  /** The event's short-reference key, imported for WebCrypto HMAC. */
  referenceCryptoKey(eventId: number): Promise<CryptoKey>;
  /** A ticket's short reference (`7KQ4-M2XD`), for a steward to type when a code will not scan. */
  shortReference(eventId: number, ticketId: number): Promise<string>;
};

const loaded = new WeakMap<Db, Map<string, Promise<EventKeys>>>();

export function ticketKeys(db: Db, env: Env): Promise<EventKeys> {
  let byConfig = loaded.get(db);
  if (!byConfig) loaded.set(db, (byConfig = new Map()));
  const config = `${env.ticketKeyId}/${env.ticketKeyIdsAccepted.join(",")}`;
  let keys = byConfig.get(config);
  if (!keys) {
    keys = loadTicketKeys(db, {
      currentKid: env.ticketKeyId,
      acceptedKids: env.ticketKeyIdsAccepted,
    }).then((base) => {
      const refKeys = new Map<number, Promise<CryptoKey>>();
      const referenceCryptoKey = (eventId: number) => {
        let k = refKeys.get(eventId);
        if (!k) refKeys.set(eventId, (k = importReferenceKey(base.referenceKey(eventId).raw)));
        return k;
      };
      return {
        ...base,
        referenceCryptoKey,
        shortReference: async (eventId, ticketId) =>
          shortReference(ticketId, await referenceCryptoKey(eventId)),
      };
    });
    // A failed load (database down) is not cached: the next call tries again.
    keys.catch(() => byConfig!.delete(config));
    byConfig.set(config, keys);
  }
  return keys;
}
