/**
 * A select's options, one per choice: its value and the words shown for it (the same
 * `choices` as a list's ChoiceFilter).
 */
export function SelectOptions({
  choices,
}: {
  choices: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}
