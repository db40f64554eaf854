// Signs ticket QR codes with Ed25519 (node:crypto) and derives each event's short-reference
// key (ADR 0027). Private key seeds live in `app_secrets` like the site's other secrets,
// one per key id, created on first use by whichever instance comes first; which key id signs
// and which ones are still accepted is configuration, so a key can be rotated (sign with the
// new id, keep the old one accepted until its tickets' events are over) or withdrawn (drop
// its id: every code it signed becomes `unknown_key`).

import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  type KeyObject,
} from "node:crypto";
import type { Db } from "../db/client";
import { base64urlEncode } from "../../shared/events/codec";
import {
  assembleTicketCode,
  createTicketKeyring,
  ticketCodeBody,
  type TicketFields,
  type TicketKeyring,
  type TicketPublicKey,
} from "../../shared/events/ticket-code";
import { sharedSecret } from "./secrets";

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");

export interface TicketSigningKey {
  kid: number;
  privateKey: KeyObject;
  publicKey: TicketPublicKey;
}

/** A fresh 32-byte seed, hex (what `app_secrets` stores). */
export function newTicketKeySeed(): string {
  return randomBytes(32).toString("hex");
}

export function ticketKeyFromSeed(kid: number, seedHex: string): TicketSigningKey {
  const seed = Buffer.from(seedHex, "hex");
  if (seed.length !== 32 || !/^[0-9a-f]{64}$/i.test(seedHex)) {
    throw new RangeError("a ticket key seed is 32 bytes in hex");
  }
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: "der",
    type: "pkcs8",
  });
  const x = createPublicKey(privateKey).export({ format: "jwk" }).x;
  if (!x) throw new Error("Ed25519 public key export failed");
  return { kid, privateKey, publicKey: { kid, publicKey: x } };
}

/** The QR text of a ticket, signed with `key` (its key id goes into the code). */
export function signTicketCode(fields: Omit<TicketFields, "kid">, key: TicketSigningKey): string {
  const body = ticketCodeBody({ ...fields, kid: key.kid });
  return assembleTicketCode(body, sign(null, body, key.privateKey));
}

/**
 * An event's short-reference key: HMAC-SHA-256 of the site's reference secret and the event
 * id, so a gate device given one event's key learns nothing about another event's tickets.
 */
export function referenceKeyFor(referenceSecret: string, eventId: number): Uint8Array<ArrayBuffer> {
  const mac = createHmac("sha256", referenceSecret)
    .update(`ticket-reference/v1/${eventId}`)
    .digest();
  return new Uint8Array(mac);
}

export interface TicketKeys {
  signing: TicketSigningKey;
  /** Every accepted key, the signing one first: what gate devices and the server verify with. */
  publicKeys: TicketPublicKey[];
  keyring: TicketKeyring;
  sign(fields: Omit<TicketFields, "kid">): string;
  /** The reference key of an event, raw and in base64url (as a snapshot carries it). */
  referenceKey(eventId: number): { raw: Uint8Array<ArrayBuffer>; base64url: string };
}

export interface TicketKeyConfig {
  /** The key id that signs new codes. */
  currentKid: number;
  /** Retired key ids whose codes are still accepted. */
  acceptedKids?: readonly number[];
}

const keyName = (kid: number) => `ticket_signing_key_${kid}`;
const REFERENCE_SECRET = "ticket_reference_secret";

/** Loads (creating on first use) the signing keys and the reference secret from the database. */
export async function loadTicketKeys(db: Db, config: TicketKeyConfig): Promise<TicketKeys> {
  const kids = [
    config.currentKid,
    ...(config.acceptedKids ?? []).filter((k) => k !== config.currentKid),
  ];
  for (const kid of kids) {
    if (!Number.isInteger(kid) || kid < 0 || kid > 0xffff)
      throw new RangeError(`bad ticket key id ${kid}`);
  }
  const keys = await Promise.all(
    kids.map(async (kid) => ticketKeyFromSeed(kid, await sharedSecret(db, keyName(kid)))),
  );
  const referenceSecret = await sharedSecret(db, REFERENCE_SECRET);
  const signing = keys[0]!;
  const publicKeys = keys.map((k) => k.publicKey);
  return {
    signing,
    publicKeys,
    keyring: createTicketKeyring(publicKeys),
    sign: (fields) => signTicketCode(fields, signing),
    referenceKey(eventId) {
      const raw = referenceKeyFor(referenceSecret, eventId);
      return { raw, base64url: base64urlEncode(raw) };
    },
  };
}
