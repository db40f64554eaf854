/** A new record's empty texts in the three languages, one per named field. */
export const emptyTexts = <N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, { ar: "", en: "", es: "" }])) as Record<
    N,
    { ar: string; en: string; es: string }
  >;
