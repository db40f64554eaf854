/**
 * Ctrl-C and SIGTERM stop the process through `stop` alone. The embedded database's package
 * registers its own exit hook on these signals, which stops PostgreSQL under a running app and
 * exits with 128 + the signal's number; this process stops in its own order instead: HTTP, jobs,
 * then the database, and exits 0.
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => void) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => stop(signal));
  }
}
