/**
 * Where each sponsor shows (spec sections 3 and 9): type 0 main, 1 sub, 2 regular; among the
 * main and sub sponsors `ord` 0, 1 and 2 choose the main sponsor, the header sponsor and the
 * vertical sponsor. The header falls back to the main sponsor when no sponsor holds ord 1;
 * the rest follow by type, then ord.
 */
export type SponsorPlacement<T> = {
  main: T | null;
  header: T | null;
  vertical: T | null;
  /** Every sponsor in the order the sliders and strips show them: main, then by type and ord. */
  ordered: T[];
};

type Placeable = { id: number; type: number; ord: number };

export function placeSponsors<T extends Placeable>(partners: T[]): SponsorPlacement<T> {
  const ordered = [...partners].sort((a, b) => a.type - b.type || a.ord - b.ord || a.id - b.id);
  const top = ordered.filter((p) => p.type === 0 || p.type === 1);
  const at = (ord: number) => top.find((p) => p.ord === ord) ?? null;
  const main = at(0) ?? ordered.find((p) => p.type === 0) ?? null;
  const header = at(1) ?? main;
  const vertical = at(2);
  return { main, header, vertical, ordered };
}
