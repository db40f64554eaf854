// What the gate phone remembers in its own storage: its device id (sent with every scan, so the
// check-in log and conflicts say which phone it was) and the last event, day and gate chosen.

const DEVICE_KEY = "gate.device";
const SETUP_KEY = "gate.setup";

export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `gate-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export type RememberedSetup = { eventId: number; attendOn: string; gate: string };

export function rememberedSetup(): RememberedSetup | null {
  try {
    const raw = JSON.parse(localStorage.getItem(SETUP_KEY) ?? "null") as RememberedSetup | null;
    if (
      raw &&
      Number.isInteger(raw.eventId) &&
      /^\d{4}-\d{2}-\d{2}$/.test(raw.attendOn) &&
      raw.gate
    )
      return raw;
  } catch {
    // A damaged entry is forgotten.
  }
  return null;
}

export function rememberSetup(setup: RememberedSetup | null): void {
  if (setup) localStorage.setItem(SETUP_KEY, JSON.stringify(setup));
  else localStorage.removeItem(SETUP_KEY);
}

/** Whether this browser was ever a gate phone (no storage library needed to tell). */
export function wasGateDevice(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEY) !== null;
  } catch {
    return false;
  }
}
