/**
 * The choices of a select or a list filter for a list of values, each shown in the words `label`
 * gives it: `valueChoices(FOOTER_COLUMNS, (c) => t(`pages.footerColumns.${c}`))`.
 */
export const valueChoices = <V extends string | number>(
  values: readonly V[],
  label: (value: V) => string,
) => values.map((value) => ({ value, label: label(value) }));
