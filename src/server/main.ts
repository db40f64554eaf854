// The production entry. React chooses between its development and production builds from
// NODE_ENV the first time it is loaded, so the default ("production", as src/server/env.ts) is
// set here, before the server and React are imported.
process.env.NODE_ENV ??= "production";
await import("./server");
export {};
