// The text of a ticket's QR code (ADR 0027): a small binary record (event, attend date,
// ticket, seat, key id) signed with Ed25519 by the server, written in base45 after a `TK1:`
// prefix so the whole code stays in the QR alphanumeric mode. Verification needs only the
// public keys (WebCrypto Ed25519, in Node and in the browser), so a gate phone can check a
// ticket offline and still cannot make one.

import {
  base45Decode,
  base45Encode,
  base64urlDecode,
  ByteReader,
  ByteWriter,
  type Bytes,
} from "./codec";

export const TICKET_CODE_PREFIX = "TK1:";
const FORMAT = 1;
const SIGNATURE_BYTES = 64;
const MAX_ID = 0xffffffff;
const DAY_MS = 86_400_000;

export interface TicketFields {
  eventId: number;
  /** The Riyadh calendar day the ticket admits on, `YYYY-MM-DD`. */
  attendOn: string;
  /** The reservation (or, once tickets are per seat, the ticket) id. */
  ticketId: number;
  /** Null for a ticket without an assigned seat. */
  seatId: number | null;
  /** Which signing key signed it (see the keyring). */
  kid: number;
}

export type TicketCodeProblem = "malformed" | "unknown_key" | "bad_signature";

export type TicketCodeCheck =
  | { ok: true; ticket: TicketFields }
  | { ok: false; reason: TicketCodeProblem; claimed?: TicketFields };

/** A public signing key as the server publishes it: raw 32 bytes in base64url. */
export interface TicketPublicKey {
  kid: number;
  publicKey: string;
}

export interface TicketKeyring {
  readonly kids: readonly number[];
  has(kid: number): boolean;
  verify(kid: number, signature: Bytes, message: Bytes): Promise<boolean>;
}

const isId = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_ID;

/** `YYYY-MM-DD` to days since 1970-01-01, or null for anything that is not a real date. */
export function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const day = ms / DAY_MS;
  return dayString(day) === date && day >= 0 && day <= 0xffff ? day : null;
}

export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The signed part of a code. Throws on fields no ticket can have (a programming error). */
export function ticketCodeBody(t: TicketFields): Bytes {
  const day = dayNumber(t.attendOn);
  const seat = t.seatId ?? 0;
  if (
    day === null ||
    !isId(t.eventId) ||
    !isId(t.ticketId) ||
    !isId(seat) ||
    !isId(t.kid) ||
    t.seatId === 0
  ) {
    throw new RangeError(`cannot encode ticket ${JSON.stringify(t)}`);
  }
  return new ByteWriter()
    .byte(FORMAT)
    .varint(t.kid)
    .varint(t.eventId)
    .uint16(day)
    .varint(t.ticketId)
    .varint(seat)
    .finish();
}

/** The QR text from a body and its signature (the server's signer calls this). */
export function assembleTicketCode(body: Uint8Array, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES)
    throw new RangeError("an Ed25519 signature is 64 bytes");
  return TICKET_CODE_PREFIX + base45Encode(new ByteWriter().bytes(body).bytes(signature).finish());
}

/**
 * Reads a code without checking its signature: what it claims, for display and logs only.
 * Null when it is not a ticket code of this format at all.
 */
export function readTicketCode(
  text: string,
): { ticket: TicketFields; body: Bytes; signature: Bytes } | null {
  if (!text.startsWith(TICKET_CODE_PREFIX)) return null;
  const bytes = base45Decode(text.slice(TICKET_CODE_PREFIX.length));
  if (!bytes || bytes.length <= SIGNATURE_BYTES) return null;
  const r = new ByteReader(bytes.subarray(0, bytes.length - SIGNATURE_BYTES));
  if (r.byte() !== FORMAT) return null;
  const kid = r.varint();
  const eventId = r.varint();
  const day = r.uint16();
  const ticketId = r.varint();
  const seat = r.varint();
  if (!r.done || day === null || !isId(kid) || !isId(eventId) || !isId(ticketId) || !isId(seat))
    return null;
  return {
    ticket: { eventId, attendOn: dayString(day), ticketId, seatId: seat === 0 ? null : seat, kid },
    body: bytes.slice(0, bytes.length - SIGNATURE_BYTES),
    signature: bytes.slice(bytes.length - SIGNATURE_BYTES),
  };
}

/**
 * Checks a scanned code: `malformed` when it is not a well-formed code of this format,
 * `unknown_key` when its key id is not (or no longer) accepted, `bad_signature` when the
 * signature does not match (tampered, or signed by another key). `claimed` tells what a
 * readable but refused code says, for the check-in log.
 */
export async function verifyTicketCode(
  text: string,
  keyring: TicketKeyring,
): Promise<TicketCodeCheck> {
  const read = readTicketCode(text);
  if (!read) return { ok: false, reason: "malformed" };
  const { ticket, body, signature } = read;
  if (!keyring.has(ticket.kid)) return { ok: false, reason: "unknown_key", claimed: ticket };
  const good = await keyring.verify(ticket.kid, signature, body);
  return good ? { ok: true, ticket } : { ok: false, reason: "bad_signature", claimed: ticket };
}

/**
 * The accepted public keys. Each is imported into WebCrypto once, on first use. A key that
 * does not import (not 32 bytes of a valid point) verifies nothing.
 */
export function createTicketKeyring(keys: readonly TicketPublicKey[]): TicketKeyring {
  const raw = new Map<number, Bytes | null>(keys.map((k) => [k.kid, base64urlDecode(k.publicKey)]));
  const imported = new Map<number, Promise<CryptoKey | null>>();
  const load = (kid: number) => {
    let p = imported.get(kid);
    if (!p) {
      const bytes = raw.get(kid);
      p =
        bytes && bytes.length === 32
          ? crypto.subtle
              .importKey("raw", bytes, { name: "Ed25519" }, false, ["verify"])
              .catch(() => null)
          : Promise.resolve(null);
      imported.set(kid, p);
    }
    return p;
  };
  return {
    kids: [...raw.keys()],
    has: (kid) => raw.has(kid),
    async verify(kid, signature, message) {
      const key = raw.has(kid) ? await load(kid) : null;
      if (!key) return false;
      return crypto.subtle.verify({ name: "Ed25519" }, key, signature, message).catch(() => false);
    },
  };
}
