import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { userDto } from "../../src/shared/identity/dtos";
import { ProfileDetails } from "../../src/web/site/features/identity/profile-details";
import { QrCard } from "../../src/web/site/features/identity/qr-card";
import { UserMenu } from "../../src/web/site/layout/user-menu";
import { SessionProvider } from "../../src/web/site/lib/session";

const member = (name: string) =>
  userDto.parse({
    id: 7,
    name,
    email: null,
    phone: "966500000007",
    avatar_base64: null,
    info: {
      birthDate: null,
      age: null,
      t_shirt_size: "L",
      country: null,
      country_name: null,
      city: null,
      city_name: null,
      gender: "male",
      attend_next_match: null,
      continue_enrollment: null,
      polls: {},
    },
    complete: true,
    qr_code: "NOOR-M-7",
    created_at: "2025-01-10T09:00:00.000Z",
  });

function render(
  address: string,
  name: string,
  part: (u: ReturnType<typeof member>) => ReactElement,
) {
  const user = member(name);
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [address] },
      createElement(SessionProvider, { initialUser: user, children: part(user) }),
    ),
  );
}

/** The element holding exactly `name`, as markup up to its text. */
function nameTag(html: string, name: string): string {
  const at = html.indexOf(`>${name}<`);
  expect(at).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

describe("a member's name in the other script than the page's", () => {
  const parts: [string, (u: ReturnType<typeof member>) => ReactElement][] = [
    ["profile heading", (user) => createElement(ProfileDetails, { user })],
    ["member card", (user) => createElement(QrCard, { user })],
    ["header greeting", () => createElement(UserMenu)],
  ];
  for (const [part, make] of parts) {
    it(`keeps its own direction and is cut at its own end (${part})`, () => {
      for (const [address, name] of [
        ["/en/fursanalealami/profile/profile-info", "محمد عبدالله القحطاني"],
        ["/fursanalealami/profile/profile-info", "Jonathan Montgomery"],
      ] as const) {
        const tag = nameTag(render(address, name, make), name);
        // Isolated (bdi, its direction from its own letters), and the box that cuts it is the
        // name's own: the ellipsis then stands at the name's end, not at the start of the page's.
        expect(tag).toMatch(/^<bdi dir="auto" class="[^"]*truncate-text/);
      }
    });
  }

  it("greets with the page's words around the isolated name", () => {
    const html = render("/en", "محمد", () => createElement(UserMenu));
    expect(html).toContain('<span class="shrink-0 whitespace-pre">Hello </span><bdi dir="auto"');
    const ar = render("/", "Jon", () => createElement(UserMenu));
    expect(ar).toContain('<span class="shrink-0 whitespace-pre">أهلًا </span><bdi dir="auto"');
  });
});
