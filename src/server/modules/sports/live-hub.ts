import pg from "pg";
import type { Lang } from "../../../shared/i18n";

/**
 * The live scores' fan-out (issue 16, ADR 0033). One PostgreSQL connection per instance
 * LISTENs on `sports_match` (migration 0020 notifies the match id on every change of a match,
 * whichever instance or tool made it); each notification for a match somebody watches is read
 * once per language and written to every open stream of that match on this instance.
 *
 * - Reads of one match never pile up: a notification that arrives while the match is being read
 *   marks it to be read once more afterwards (the last state always goes out).
 * - The listening connection is opened with the first subscriber and reopened after a failure
 *   (with every watched match sent again, as notifications may have been missed meanwhile).
 * - Every stream gets a comment line every `heartbeatMs`, so proxies keep it open and a dead
 *   client is noticed; a closed stream is removed at once.
 */

export const LIVE_CHANNEL = "sports_match";

export type LiveSink = {
  lang: Lang;
  /** Writes one chunk of the event stream; false when the client is gone. */
  write: (chunk: string) => boolean;
  end: () => void;
};

export type LiveHubOptions = {
  /** Connection settings of the listening client (the pool's own). */
  connection: pg.ClientConfig;
  /** The match's public JSON in a language, or null when it is no longer published. */
  load: (id: number, lang: Lang) => Promise<unknown | null>;
  heartbeatMs?: number;
  reconnectMs?: number;
  onError?: (err: unknown) => void;
};

export const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveHub {
  private readonly watchers = new Map<number, Set<LiveSink>>();
  private readonly reading = new Set<number>();
  private readonly again = new Set<number>();
  private client: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly opts: LiveHubOptions) {}

  /** Open streams on this instance (for the figures and the tests). */
  get size(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  /**
   * Adds a stream for a match once the instance listens (so no change after this call is
   * missed); the returned function removes it.
   */
  async subscribe(id: number, sink: LiveSink): Promise<() => void> {
    await this.listen();
    let set = this.watchers.get(id);
    if (!set) this.watchers.set(id, (set = new Set()));
    set.add(sink);
    this.startHeartbeat();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const s = this.watchers.get(id);
      s?.delete(sink);
      if (s && s.size === 0) this.watchers.delete(id);
      if (this.watchers.size === 0) this.stopHeartbeat();
    };
  }

  /** Reads a watched match again and sends it to its streams (also what a notification does). */
  refresh(id: number): void {
    if (!this.watchers.has(id)) return;
    if (this.reading.has(id)) {
      this.again.add(id);
      return;
    }
    this.reading.add(id);
    void this.readAndSend(id).finally(() => {
      this.reading.delete(id);
      if (this.again.delete(id)) this.refresh(id);
    });
  }

  private async readAndSend(id: number): Promise<void> {
    const sinks = this.watchers.get(id);
    if (!sinks) return;
    const langs = new Set([...sinks].map((s) => s.lang));
    for (const lang of langs) {
      let match: unknown;
      try {
        match = await this.opts.load(id, lang);
      } catch (err) {
        this.opts.onError?.(err);
        continue;
      }
      // An unpublished or deleted match: the streams say so and end.
      const chunk = match === null ? sseEvent("gone", { id }) : sseEvent("match", match);
      for (const sink of this.watchers.get(id) ?? []) {
        if (sink.lang !== lang) continue;
        if (!sink.write(chunk) || match === null) sink.end();
      }
    }
  }

  private listen(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("live hub closed"));
    if (this.listening) return this.listening;
    const client = new pg.Client(this.opts.connection);
    this.client = client;
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      if (err) this.opts.onError?.(err);
      this.client = null;
      this.listening = null;
      client.removeAllListeners("notification");
      void client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (msg) => {
      if (msg.channel !== LIVE_CHANNEL) return;
      const id = Number(msg.payload);
      if (Number.isInteger(id)) this.refresh(id);
    });
    this.listening = client
      .connect()
      .then(() => client.query(`LISTEN ${LIVE_CHANNEL}`))
      .then(() => undefined)
      .catch((err: unknown) => {
        lost(err);
        throw err;
      });
    return this.listening;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect || this.watchers.size === 0) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen().then(
        // Whatever changed while nobody listened goes out now.
        () => {
          for (const id of this.watchers.keys()) this.refresh(id);
        },
        () => this.scheduleReconnect(),
      );
    }, this.opts.reconnectMs ?? 1000);
    this.reconnect.unref();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.watchers.values())
        for (const sink of set) if (!sink.write(": heartbeat\n\n")) sink.end();
    }, this.opts.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Ends every stream and the listening connection (the app's shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.stopHeartbeat();
    if (this.reconnect) clearTimeout(this.reconnect);
    for (const set of this.watchers.values()) for (const sink of set) sink.end();
    this.watchers.clear();
    const client = this.client;
    this.client = null;
    this.listening = null;
    if (client) await client.end().catch(() => {});
  }
}
