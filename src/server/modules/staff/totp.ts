import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30-second steps (RFC 6238). */
const ISSUER = "Al Noor Club";

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * Checks a code, allowing one step of clock drift each way, and only steps after
 * `afterTimeStep` (the last accepted one), so a code is accepted once. Returns the matched
 * time step, or null.
 */
export async function verifyTotp({
  secret,
  code,
  afterTimeStep,
  now = Date.now(),
}: {
  secret: string;
  code: string;
  afterTimeStep?: number | null;
  now?: number;
}): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: 30,
      ...(afterTimeStep == null ? {} : { afterTimeStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The QR code of the otpauth URI as an SVG data URL (no external image service). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
