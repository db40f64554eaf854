/** A language's catalog module: its common keys as the default export, one named export per namespace. */
type CatalogModule = { default: object };

/** The catalog a language's module composes: the common keys at the top, then each namespace. */
export type CatalogOf<M extends CatalogModule> = M["default"] & Omit<M, "default">;

/** Joins a language's catalog module (catalog-{lang}.ts) into one catalog. */
export function composeCatalog<M extends CatalogModule>(module: M): CatalogOf<M> {
  const { default: common, ...namespaces } = module;
  return { ...common, ...namespaces } as CatalogOf<M>;
}

/** The node at a dotted key of a catalog (a message or a namespace), or undefined. */
export function walkCatalog(catalog: object | undefined, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
