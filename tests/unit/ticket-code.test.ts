import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import {
  ticketKeyFromSeed,
  signTicketCode,
  newTicketKeySeed,
} from "../../src/server/lib/ticket-signing";
import {
  base45Decode,
  base45Encode,
  base64urlDecode,
  base64urlEncode,
  ByteReader,
  ByteWriter,
} from "../../src/shared/events/codec";
import {
  importReferenceKey,
  parseShortReference,
  shortReference,
  ticketIdFromReference,
} from "../../src/shared/events/short-reference";
import {
  assembleTicketCode,
  createTicketKeyring,
  readTicketCode,
  ticketCodeBody,
  TICKET_CODE_PREFIX,
  verifyTicketCode,
} from "../../src/shared/events/ticket-code";

const KEY1 = ticketKeyFromSeed(1, "11".repeat(32));
const KEY2 = ticketKeyFromSeed(2, "22".repeat(32));
const ticket = { eventId: 42, attendOn: "2026-05-01", ticketId: 123_456, seatId: 98_765 };
const text = new TextEncoder();

describe("base45 and the byte codecs", () => {
  it("matches the RFC 9285 examples", () => {
    expect(base45Encode(text.encode("AB"))).toBe("BB8");
    expect(base45Encode(text.encode("Hello!!"))).toBe("%69 VD92EX0");
    expect(base45Encode(text.encode("base-45"))).toBe("UJCLQE7W581");
    expect(new TextDecoder().decode(base45Decode("QED8WEX0")!)).toBe("ietf!");
  });

  it("refuses what RFC 9285 does not allow", () => {
    expect(base45Decode("GGW")).toBeNull(); // 65536 does not fit two bytes
    expect(base45Decode("BB8A")).toBeNull(); // a dangling character
    expect(base45Decode("bb8")).toBeNull(); // lower case is not base45
  });

  it("round-trips base64url and varints, and refuses a long form of a number", () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    expect(base64urlDecode(base64urlEncode(bytes))).toEqual(bytes);
    expect(base64urlDecode("a+b/")).toBeNull();
    const values = [0, 1, 127, 128, 300, 2 ** 32 - 1, 2 ** 35 + 3];
    const w = new ByteWriter();
    values.forEach((v) => w.varint(v).signed(0 - v || 0));
    const r = new ByteReader(w.finish());
    expect(values.map(() => [r.varint(), r.signed()])).toEqual(values.map((v) => [v, 0 - v || 0]));
    expect(r.done).toBe(true);
    expect(new ByteReader(Uint8Array.of(0x81, 0x00)).varint()).toBeNull();
  });
});

describe("signed ticket codes", () => {
  const keyring = createTicketKeyring([KEY1.publicKey, KEY2.publicKey]);

  it("round-trips event, date, ticket, seat and key id", async () => {
    const code = signTicketCode(ticket, KEY1);
    expect(code.startsWith(TICKET_CODE_PREFIX)).toBe(true);
    expect(await verifyTicketCode(code, keyring)).toEqual({
      ok: true,
      ticket: { ...ticket, kid: 1 },
    });
    const noSeat = signTicketCode({ ...ticket, seatId: null }, KEY2);
    expect(await verifyTicketCode(noSeat, keyring)).toEqual({
      ok: true,
      ticket: { ...ticket, seatId: null, kid: 2 },
    });
    // Ed25519 is deterministic: the same ticket always shows the same code.
    expect(signTicketCode(ticket, KEY1)).toBe(code);
  });

  it("fits a small QR code a phone screen shows at a gate", () => {
    // Large ids for years to come: 10 million tickets, 5 million seats.
    const code = signTicketCode(
      { eventId: 99_999, attendOn: "2035-12-31", ticketId: 10_000_000, seatId: 5_000_000 },
      KEY2,
    );
    expect(code).toMatch(/^[0-9A-Z $%*+\-./:]+$/); // QR alphanumeric mode only
    expect(code.length).toBeLessThanOrEqual(130);
    const qr = QRCode.create(code, { errorCorrectionLevel: "M" });
    expect(qr.version).toBeLessThanOrEqual(6); // 41 x 41 modules
    expect(qr.segments.every((s) => s.mode.id === "Alphanumeric")).toBe(true);
  });

  it("says bad_signature for a tampered payload or signature", async () => {
    const code = signTicketCode(ticket, KEY1);
    const { body, signature } = readTicketCode(code)!;
    // The same signature over another ticket id.
    const otherBody = ticketCodeBody({ ...ticket, ticketId: ticket.ticketId + 1, kid: 1 });
    expect(await verifyTicketCode(assembleTicketCode(otherBody, signature), keyring)).toMatchObject(
      {
        ok: false,
        reason: "bad_signature",
        claimed: { ticketId: ticket.ticketId + 1 },
      },
    );
    const flipped = signature.slice();
    flipped[10]! ^= 1;
    expect(await verifyTicketCode(assembleTicketCode(body, flipped), keyring)).toMatchObject({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("says bad_signature for a code forged with another key under a known key id", async () => {
    const forger = ticketKeyFromSeed(1, newTicketKeySeed());
    const forged = signTicketCode(ticket, forger);
    expect(readTicketCode(forged)!.ticket.kid).toBe(1);
    expect(await verifyTicketCode(forged, keyring)).toMatchObject({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("says unknown_key for a key id that is not (or no longer) accepted", async () => {
    const code = signTicketCode(ticket, ticketKeyFromSeed(9, newTicketKeySeed()));
    expect(await verifyTicketCode(code, keyring)).toEqual({
      ok: false,
      reason: "unknown_key",
      claimed: { ...ticket, kid: 9 },
    });
    // Rotation: once key 1 is withdrawn, its codes stop working and key 2's keep working.
    const rotated = createTicketKeyring([KEY2.publicKey]);
    expect(await verifyTicketCode(signTicketCode(ticket, KEY1), rotated)).toMatchObject({
      reason: "unknown_key",
    });
    expect(await verifyTicketCode(signTicketCode(ticket, KEY2), rotated)).toMatchObject({
      ok: true,
    });
  });

  it("says malformed for anything that is not a code of this format", async () => {
    const good = signTicketCode(ticket, KEY1);
    const bytes = base45Decode(good.slice(TICKET_CODE_PREFIX.length))!;
    const reencode = (b: Uint8Array) => TICKET_CODE_PREFIX + base45Encode(b);
    const otherFormat = bytes.slice();
    otherFormat[0] = 2;
    const cases = [
      "",
      "TK-3F2A9C0D11E24B7F8A9C0D11E24B7F8A", // a ticket from before signed codes
      "TK1:",
      `${good}A`,
      good.slice(0, -3),
      good.toLowerCase(),
      reencode(otherFormat),
      reencode(
        Uint8Array.of(
          ...bytes.subarray(0, bytes.length - 64),
          0,
          ...bytes.subarray(bytes.length - 64),
        ),
      ),
      reencode(bytes.subarray(0, 60)),
    ];
    for (const c of cases)
      expect(await verifyTicketCode(c, keyring), c).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses to encode a ticket no code can carry", () => {
    expect(() => ticketCodeBody({ ...ticket, attendOn: "2026-02-30", kid: 1 })).toThrow(RangeError);
    expect(() => ticketCodeBody({ ...ticket, ticketId: -1, kid: 1 })).toThrow(RangeError);
    expect(() => ticketCodeBody({ ...ticket, seatId: 0, kid: 1 })).toThrow(RangeError);
  });

  it("derives the key pair from its seed as RFC 8032 does", () => {
    // RFC 8032, section 7.1, test 1.
    const key = ticketKeyFromSeed(
      1,
      "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
    );
    const pub = base64urlDecode(key.publicKey.publicKey)!;
    expect(Buffer.from(pub).toString("hex")).toBe(
      "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    );
  });
});

describe("short references", () => {
  const refKey = importReferenceKey(new Uint8Array(32).fill(7));
  const FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

  it("are 8 Crockford characters in two groups, deterministic and reversible", async () => {
    const key = await refKey;
    const ref = await shortReference(123_456, key);
    expect(ref).toMatch(FORMAT);
    expect(await shortReference(123_456, key)).toBe(ref);
    expect(await ticketIdFromReference(ref, key)).toEqual({
      ok: true,
      ticketId: 123_456,
      reference: ref,
    });
    for (const id of [0, 1, 2 ** 31 - 1, 2 ** 35 - 1]) {
      expect(await ticketIdFromReference(await shortReference(id, key), key)).toMatchObject({
        ticketId: id,
      });
    }
  });

  it("do not follow the ticket ids and never collide", async () => {
    const key = await refKey;
    const refs = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => shortReference(5000 + i, key)),
    );
    expect(new Set(refs).size).toBe(refs.length);
    // Neighbouring tickets share no prefix worth guessing from.
    const samePrefix = refs.filter(
      (r, i) => i > 0 && r.slice(0, 4) === refs[i - 1]!.slice(0, 4),
    ).length;
    expect(samePrefix).toBeLessThan(5);
    // Another event's key gives other references.
    const other = await importReferenceKey(new Uint8Array(32).fill(8));
    expect(await shortReference(5000, other)).not.toBe(refs[0]);
  });

  it("read what a steward types: case, spaces, hyphens, confusable letters, Arabic digits", async () => {
    const key = await refKey;
    const ref = await shortReference(777, key);
    const plain = ref.replace("-", "");
    const typed = [
      ref.toLowerCase(),
      ` ${plain.slice(0, 2)} ${plain.slice(2, 6)} ${plain.slice(6)} `,
      plain.replaceAll("0", "O").replaceAll("1", "I"),
      plain.replaceAll("1", "l").toLowerCase(),
      `${ref.slice(0, 4)}–${ref.slice(5)}`,
      plain.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    ];
    for (const t of typed)
      expect(await ticketIdFromReference(t, key), t).toMatchObject({
        ok: true,
        ticketId: 777,
        reference: ref,
      });
  });

  it("catch every single mistyped character and swap of neighbours (but 0 and Z)", async () => {
    const key = await refKey;
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for (const id of [1, 4242, 99_999]) {
      const plain = (await shortReference(id, key)).replace("-", "");
      for (let i = 0; i < 8; i++) {
        for (const c of alphabet) {
          if (c === plain[i]) continue;
          const typo = plain.slice(0, i) + c + plain.slice(i + 1);
          expect(parseShortReference(typo)).toEqual({ ok: false, reason: "bad_check" });
        }
      }
      for (let i = 0; i < 7; i++) {
        const [a, b] = [plain[i]!, plain[i + 1]!];
        if (a === b || (a + b).match(/^(0Z|Z0)$/)) continue;
        const swapped = plain.slice(0, i) + b + a + plain.slice(i + 2);
        expect(parseShortReference(swapped).ok).toBe(false);
      }
    }
  });

  it("say malformed for the wrong length or characters outside the alphabet", () => {
    for (const t of ["", "7KQ4-M2X", "7KQ4-M2XD9", "7KQ4-M2XU", "7KQ4*M2XD"]) {
      expect(parseShortReference(t), t).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
