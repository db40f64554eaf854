// Build-time only (vite.config.ts and tests): never imported by the site, which ships without
// the ICU parser. Turns a catalog of ICU messages into what the browser formats directly.

import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { isPlainText } from "./plain-text";

/** A catalog leaf after compiling: plain text stays text, anything with syntax becomes its AST. */
export type CompiledMessage = string | MessageFormatElement[];
type Tree = { [key: string]: string | Tree };
type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };

/** Parses one ICU message (tags are text: the catalogs hold no markup). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: true });
}

/**
 * One message: the text itself when it is only text without ICU's special characters (most of
 * the catalog), otherwise its AST.
 */
export function compileMessage(message: string): CompiledMessage {
  const ast = parseMessage(message);
  if (ast.length === 0) return "";
  const only = ast.length === 1 ? ast[0]! : null;
  if (only?.type === TYPE.literal && isPlainText(only.value)) return only.value;
  return ast;
}

/** A whole catalog file (nested namespaces of messages), compiled leaf by leaf. */
export function compileCatalog(tree: Tree): CompiledTree {
  const out: CompiledTree = {};
  for (const [key, value] of Object.entries(tree))
    out[key] = typeof value === "string" ? compileMessage(value) : compileCatalog(value);
  return out;
}
