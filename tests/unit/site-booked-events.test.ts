import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetBooked, isBooked, markBooked } from "../../src/web/site/lib/booked-events";

// The browser's "booked" flag (localStorage key booked_events) made an event page offer
// "Reservation details" after the member deleted their account and its reservations with it.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe("the booked events flag", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", {
      value: new MemoryStorage(),
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });

  it("is set by a booking and forgotten when the account is deleted", () => {
    markBooked(3, "2026-12-01");
    markBooked(5, "2026-12-02");
    expect([isBooked(3), isBooked(5), isBooked(4)]).toEqual([true, true, false]);
    forgetBooked();
    expect([isBooked(3), isBooked(5)]).toEqual([false, false]);
    expect(localStorage.getItem("booked_events")).toBeNull();
  });
});
