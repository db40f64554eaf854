/** Hides the middle of phone numbers and the local part of e-mails before anything is logged. */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const PHONE = /(?<![\d])(\+?\d{2,4})\d{3,8}(\d{2})(?![\d])/g;

export function maskText(text: string): string {
  if (typeof text !== "string") return text;
  return text.replace(EMAIL, "$1***@$2").replace(PHONE, "$1*****$2");
}

export function maskPhone(phone: string): string {
  return phone.length <= 5 ? "*****" : `${phone.slice(0, 3)}*****${phone.slice(-2)}`;
}

/** Deep copy of a log record with every string masked. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[…]";
  if (typeof value === "string") return maskText(value);
  if (value instanceof Error) {
    return {
      type: value.name,
      message: maskText(value.message),
      stack: maskText(value.stack ?? ""),
      // A wrapped error (a failed query wraps the database's own) keeps its reason.
      ...(value.cause === undefined ? {} : { cause: maskValue(value.cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskValue(v, depth + 1);
    return out;
  }
  return value;
}
