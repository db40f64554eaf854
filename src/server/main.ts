// The production entry. React chooses between its development and production builds from
// NODE_ENV the first time it is loaded, so the default ("production", as src/server/env.ts) is
// set here, before the server and React are imported.
import module from "node:module";
import os from "node:os";
import path from "node:path";

process.env.NODE_ENV ??= "production";
// Most of a start on existing data is Node compiling the server's modules and its dependencies:
// their compiled code is kept on disk (NODE_COMPILE_CACHE, or a folder in the system's temporary
// directory) and reused while the files are unchanged (ADR 0058).
module.enableCompileCache?.(
  process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), "club-website-compile-cache"),
);
// The embedded database starts first, in its own process, while Node loads the rest of the code
// (ADR 0062); openDatabase takes it over. Nothing to start with DATABASE_URL; a setting that does
// not read is reported by the server's own start.
if (!process.env.DATABASE_URL) {
  try {
    const [{ loadEnv }, { siteDatabaseOptions, startEmbeddedPostgresEarly }] = await Promise.all([
      import("./env"),
      import("./db/embedded"),
    ]);
    await startEmbeddedPostgresEarly(siteDatabaseOptions(loadEnv()));
  } catch {
    // The server's start reads the settings again and reports the error.
  }
}
await import("./server");
export {};
