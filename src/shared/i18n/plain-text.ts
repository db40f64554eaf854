/**
 * A catalog message that is only text, with none of ICU's special characters: `translate`
 * returns it as it is, and the browser build keeps it as text instead of an AST.
 */
export function isPlainText(message: string): boolean {
  return !/[{}']/.test(message);
}
