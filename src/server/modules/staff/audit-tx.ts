import { audit } from "./audit";

/**
 * The audit writer under its earlier name, kept for the modules that import it.
 * @deprecated Import `audit` from `./audit`: it takes the Drizzle transaction or the database.
 */
export const auditTx = audit;
