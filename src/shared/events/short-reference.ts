// The short reference printed under a ticket's QR code, for a steward to read aloud or type
// when a screen will not scan (ADR 0027): 8 characters of Crockford base32 in two groups,
// `7KQ4-M2XD`. Seven characters (35 bits) carry the ticket id through a keyed permutation,
// so references are not consecutive and cannot be guessed from one's own ticket; the eighth
// is a Luhn mod 32 check character, so a mistyped reference is told apart from a ticket that
// does not exist. Anyone holding the event's reference key (the server, the event's gate
// devices) can turn a reference back into the ticket id; nobody else can.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const DATA_CHARS = 7;
export const SHORT_REFERENCE_BITS = DATA_CHARS * 5;
const LEFT_BITS = 17;
const RIGHT_BITS = SHORT_REFERENCE_BITS - LEFT_BITS;
const ROUNDS = 10;

/** What a typist may enter for each symbol: Crockford's confusables and Arabic-Indic digits. */
const VALUE = new Map<string, number>();
[...ALPHABET].forEach((c, i) => VALUE.set(c, i));
for (const [c, v] of [
  ["O", 0],
  ["I", 1],
  ["L", 1],
] as const)
  VALUE.set(c, v);
for (let d = 0; d < 10; d++) {
  VALUE.set(String.fromCharCode(0x0660 + d), d);
  VALUE.set(String.fromCharCode(0x06f0 + d), d);
}

export type ShortReferenceProblem = "malformed" | "bad_check";

/** An HMAC-SHA-256 key for the permutation, from the event's reference key bytes. */
export function importReferenceKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function round(key: CryptoKey, i: number, half: number, bits: number): Promise<number> {
  const msg = new Uint8Array(5);
  new DataView(msg.buffer).setUint32(1, half);
  msg[0] = i;
  const mac = new DataView(await crypto.subtle.sign("HMAC", key, msg));
  return mac.getUint32(0) % 2 ** bits;
}

/**
 * A keyed permutation of the numbers below 2^35 (a 10-round Feistel network with HMAC-SHA-256
 * rounds and halves of 17 and 18 bits, as NIST FF1 alternates unequal halves).
 */
async function permute(key: CryptoKey, n: number, inverse: boolean): Promise<number> {
  const widths = (i: number) => (i % 2 === 0 ? [LEFT_BITS, RIGHT_BITS] : [RIGHT_BITS, LEFT_BITS]);
  let left = Math.floor(n / 2 ** RIGHT_BITS);
  let right = n % 2 ** RIGHT_BITS;
  if (!inverse) {
    for (let i = 0; i < ROUNDS; i++) {
      const [wl] = widths(i);
      [left, right] = [right, (left + (await round(key, i, right, wl!))) % 2 ** wl!];
    }
  } else {
    for (let i = ROUNDS - 1; i >= 0; i--) {
      const [wl] = widths(i);
      // After round i, `left` holds its input right half and `right` its output.
      const f = await round(key, i, left, wl!);
      [left, right] = [(right - f + 2 ** wl!) % 2 ** wl!, left];
    }
  }
  return left * 2 ** RIGHT_BITS + right;
}

/** Luhn mod 32: catches every single wrong character and every swap of neighbours but one. */
function checkValue(values: number[]): number {
  let sum = 0;
  let factor = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = values[i]! * factor;
    sum += Math.floor(addend / 32) + (addend % 32);
    factor = factor === 2 ? 1 : 2;
  }
  return (32 - (sum % 32)) % 32;
}

function format(values: number[]): string {
  const s = values.map((v) => ALPHABET[v]).join("");
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** The reference of a ticket, e.g. `7KQ4-M2XD`. */
export async function shortReference(ticketId: number, key: CryptoKey): Promise<string> {
  if (!Number.isInteger(ticketId) || ticketId < 0 || ticketId >= 2 ** SHORT_REFERENCE_BITS) {
    throw new RangeError(`no short reference for ticket ${ticketId}`);
  }
  let n = await permute(key, ticketId, false);
  const values: number[] = [];
  for (let i = 0; i < DATA_CHARS; i++, n = Math.floor(n / 32)) values.unshift(n % 32);
  values.push(checkValue(values));
  return format(values);
}

/**
 * Reads what a steward typed: any case, hyphens, spaces, O for 0, I or L for 1, Arabic-Indic
 * digits. `malformed` for the wrong length or a character outside the alphabet (U included),
 * `bad_check` when the check character does not match (a typo).
 */
export function parseShortReference(
  text: string,
): { ok: true; reference: string; value: number } | { ok: false; reason: ShortReferenceProblem } {
  const chars = [...text.toUpperCase().replace(/[\s\-\u2010-\u2015\u2212_.]/g, "")];
  if (chars.length !== DATA_CHARS + 1) return { ok: false, reason: "malformed" };
  const values: number[] = [];
  for (const c of chars) {
    const v = VALUE.get(c);
    if (v === undefined) return { ok: false, reason: "malformed" };
    values.push(v);
  }
  const data = values.slice(0, DATA_CHARS);
  if (checkValue(data) !== values[DATA_CHARS]) return { ok: false, reason: "bad_check" };
  const value = data.reduce((n, v) => n * 32 + v, 0);
  return { ok: true, reference: format(values), value };
}

/** The ticket id a typed reference stands for (any id below 2^35; look it up to know more). */
export async function ticketIdFromReference(
  text: string,
  key: CryptoKey,
): Promise<
  { ok: true; ticketId: number; reference: string } | { ok: false; reason: ShortReferenceProblem }
> {
  const parsed = parseShortReference(text);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    ticketId: await permute(key, parsed.value, true),
    reference: parsed.reference,
  };
}
