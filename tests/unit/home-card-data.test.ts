import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { EventDto } from "../../src/shared/events/dtos";
import type { PlayerDto } from "../../src/shared/sports/dtos";
import { PlayerRail } from "../../src/web/components/ui/cards/player-rail";
import { playerCardData } from "../../src/web/components/ui/cards/player-card";
import {
  availabilityOf,
  EventCard,
  eventCardData,
} from "../../src/web/site/features/events/event-card";

const event: EventDto = {
  id: 7,
  title: "Opening night",
  description: "<p>A long description the card does not show.</p>".repeat(20),
  image_url: "/media/event-7.webp",
  venue: "Club stadium",
  calendar: [
    { date: "2026-11-20", time: "20:00", starts_at: "2026-11-20T17:00:00.000Z", open: false },
    { date: "2026-12-02", time: "19:30", starts_at: "2026-12-02T16:30:00.000Z", open: true },
    { date: "2026-12-03", time: "19:30", starts_at: "2026-12-03T16:30:00.000Z", open: true },
  ],
  availability_from: "2026-11-01T00:00:00.000Z",
  availability_to: "2026-12-03T16:30:00.000Z",
  allow_reservation: true,
  max_seats: 4,
  match_id: 3,
  state: "open",
  server_time: "2026-11-28T00:00:00.000Z",
  attend_at: "2026-12-02",
  seats_total: 500,
  seats_free: 120,
};

const card = (path: string, e: Parameters<typeof EventCard>[0]["event"]) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(EventCard, { event: e, headingLevel: 3 }),
    ),
  );

describe("Home's event cards", () => {
  it("send only the card's fields", () => {
    expect(eventCardData(event)).toEqual({
      id: 7,
      title: "Opening night",
      image_url: "/media/event-7.webp",
      venue: "Club stadium",
      availability_from: "2026-11-01T00:00:00.000Z",
      state: "open",
      seats_total: 500,
      seats_free: 120,
      calendar: event.calendar.map(({ starts_at, open }) => ({ starts_at, open })),
    });
  });

  it("draw the same card as the whole event, in every language and state", () => {
    const states: Partial<EventDto>[] = [
      {},
      { state: "not_started" },
      { seats_free: 0 },
      { state: "closed" },
      { calendar: [] },
    ];
    for (const path of ["/", "/en", "/es"])
      for (const change of states) {
        const e = { ...event, ...change };
        const whole = card(path, e);
        expect(whole).toContain("Opening night");
        expect(card(path, eventCardData(e))).toBe(whole);
        expect(availabilityOf(eventCardData(e))).toBe(availabilityOf(e));
      }
  });
});

const player = (id: number, position: PlayerDto["position"]): PlayerDto => ({
  id,
  Name: `Player ${id}`,
  number: position === "Manegar" ? null : id,
  position,
  image_url: `/media/content/player-${id}.svg`,
  team: { id: 12, name: "First team", kind: "first" },
  nationality: "Saudi Arabia",
  dob: "1999-04-05",
  age: 27,
  preferred_leg: "left",
  preferred_position: "Full-back",
});

describe("Home's player cards", () => {
  const players = [
    player(23, "Defender"),
    player(1, "Goalkeeper"),
    player(9, "Forward"),
    player(50, "Manegar"),
  ];

  it("send only the card's fields", () => {
    expect(playerCardData(players[0]!)).toEqual({
      id: 23,
      Name: "Player 23",
      number: 23,
      position: "Defender",
      image_url: "/media/content/player-23.svg",
    });
  });

  it("draw the same rail as the whole players, in every language", () => {
    for (const path of ["/", "/en", "/es"]) {
      const rail = (list: Parameters<typeof PlayerRail>[0]["players"]) =>
        renderToStaticMarkup(
          createElement(
            MemoryRouter,
            { initialEntries: [path] },
            createElement(PlayerRail, { players: list, label: "Players" }),
          ),
        );
      const whole = rail(players);
      expect(whole).toContain("Player 23");
      expect(rail(players.map(playerCardData))).toBe(whole);
    }
  });
});
