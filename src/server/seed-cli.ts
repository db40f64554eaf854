// `npm run seed`: loads the demo content into the configured database (idempotent).
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";

const env = { ...loadEnv(), seed: "always" as const };
const database = await openDatabase(
  env,
  { info: console.log, warn: console.warn },
  { picturesLater: false },
);
await database.close();
console.log("Demo content is in place.");
