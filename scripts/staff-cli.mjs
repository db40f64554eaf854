// `npm run staff -- <command>`: bundles src/server/staff-cli.ts on the fly (under a second) into
// dist/cli and runs it, so the command works from a fresh checkout without a full build.
// The migrations are read from src/server/db/migrations (see migrationsDir).
import { bundleAndImport } from "./bundle-ts.mjs";

await bundleAndImport("src/server/staff-cli.ts", "dist/cli/staff-cli.js");
