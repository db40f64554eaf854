// Byte codecs for ticket codes and gate snapshots (ADR 0027): RFC 9285 base45 (the densest
// text for a QR code's alphanumeric mode), base64url, and LEB128 varints with a reader that
// refuses anything non-canonical. Browser and server alike: no Buffer.

export type Bytes = Uint8Array<ArrayBuffer>;

const B45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
const B45_VALUE = new Map([...B45].map((c, i) => [c, i]));

export function base45Encode(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!;
    for (let k = 0; k < 3; k++, n = Math.floor(n / 45)) out += B45[n % 45];
  }
  if (bytes.length % 2) {
    const n = bytes[bytes.length - 1]!;
    out += B45[n % 45]! + B45[Math.floor(n / 45)]!;
  }
  return out;
}

/** Null for anything RFC 9285 does not allow: other characters, a dangling one, overflow. */
export function base45Decode(text: string): Bytes | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    let n = 0;
    for (let k = chunk.length - 1; k >= 0; k--) {
      const v = B45_VALUE.get(chunk[k]!);
      if (v === undefined) return null;
      n = n * 45 + v;
    }
    if (chunk.length === 3) {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}

export function base64urlEncode(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function base64urlDecode(text: string): Bytes | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A growable byte buffer for unsigned LEB128 varints (values up to 2^53 - 1). */
export class ByteWriter {
  private buf: Bytes = new Uint8Array(64);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  byte(b: number): this {
    this.room(1);
    this.buf[this.length++] = b;
    return this;
  }

  uint16(n: number): this {
    return this.byte((n >> 8) & 0xff).byte(n & 0xff);
  }

  varint(n: number): this {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a varint: ${n}`);
    while (n >= 0x80) {
      this.byte((n % 0x80) + 0x80);
      n = Math.floor(n / 0x80);
    }
    return this.byte(n);
  }

  /** Zigzag: small negative and positive numbers both stay short. */
  signed(n: number): this {
    return this.varint(n < 0 ? -2 * n - 1 : 2 * n);
  }

  bytes(b: Uint8Array): this {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
    return this;
  }

  finish(): Bytes {
    return this.buf.slice(0, this.length);
  }
}

/** Reads what ByteWriter wrote; every method returns null past the end or on a long form. */
export class ByteReader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  get done(): boolean {
    return this.pos === this.buf.length;
  }

  byte(): number | null {
    return this.pos < this.buf.length ? this.buf[this.pos++]! : null;
  }

  uint16(): number | null {
    const hi = this.byte();
    const lo = this.byte();
    return hi === null || lo === null ? null : hi * 256 + lo;
  }

  varint(): number | null {
    let n = 0;
    for (let shift = 1, i = 0; i < 8; i++, shift *= 0x80) {
      const b = this.byte();
      if (b === null) return null;
      n += (b & 0x7f) * shift;
      if (b < 0x80) {
        // A trailing zero group is a longer spelling of a shorter number: not canonical.
        if (i > 0 && b === 0) return null;
        return Number.isSafeInteger(n) ? n : null;
      }
    }
    return null;
  }

  signed(): number | null {
    const z = this.varint();
    return z === null ? null : z % 2 ? -(z + 1) / 2 : z / 2;
  }

  bytes(n: number): Bytes | null {
    if (this.pos + n > this.buf.length) return null;
    const out = this.buf.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
}
