import { EventEmitter } from "node:events";
import pg from "pg";
import type { BackgroundFailures } from "#server/background-failures";
import { batchWhileBusy } from "#server/db/batch-while-busy";
import { CHANNEL_PATTERN, type EventBus } from "./event-bus";

const RECONNECT_MS = 1000;
/** Notifications sent in one statement at most (each payload is at most a few KB). */
const MAX_BATCH = 100;

/**
 * LISTEN/NOTIFY on one dedicated connection per process (a pooled connection cannot hold a LISTEN).
 * A dropped connection is reopened and every channel listened to again; messages sent while it was
 * down are lost, which the dashboard covers by refetching when its stream reconnects. Each loss is
 * reported (`failures`): a lost connection or a refused LISTEN as `listen`, a message not sent as
 * `publish`.
 */
export function createPostgresEventBus(connectionString: string, failures: BackgroundFailures): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  // One query at a time on the connection: pg only queues overlapping queries as a deprecated courtesy.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    // The chain only orders the queries: each one's failure reaches its own caller through `next`.
    queue = next.catch(() => {});
    return next;
  };
  const listen = (c: pg.Client, channel: string) => serially(() => c.query(`LISTEN ${channel}`));

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on("notification", (message) => local.emit(message.channel, message.payload ?? ""));
      c.on("error", (err) => {
        if (client === c) failures.report("listen", err, "the event connection was lost; reconnecting");
        reconnectSoon(c);
      });
      c.on("end", () => reconnectSoon(c));
      await c.connect();
      for (const channel of channels) await listen(c, channel);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function reconnectSoon(dead: pg.Client) {
    if (client !== dead || closed) return;
    client = null;
    reconnectLater();
  }

  // Tried again until it works: until then this process hears nothing the others publish.
  function reconnectLater() {
    setTimeout(() => {
      if (closed || client) return;
      connect().catch((err) => {
        failures.report("listen", err, "reconnecting the event connection failed; trying again");
        reconnectLater();
      });
    }, RECONNECT_MS).unref();
  }

  function assertChannel(channel: string) {
    if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  }

  // Every NOTIFY statement is a transaction, and so a commit that waits for the disk. Messages
  // published while one is on its way go out together in the next statement: one commit for many,
  // so a burst of orders is not capped by one connection's commits (the old cap: ~250 orders/s).
  const notify = batchWhileBusy(async (batch: { channel: string; payload: string }[]) => {
    const c = await connect();
    const calls = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(", ");
    await serially(() =>
      c.query(
        `SELECT ${calls}`,
        batch.flatMap((m) => [m.channel, m.payload]),
      ),
    );
    return batch.map(() => undefined);
  }, MAX_BATCH);

  return {
    async publish(channel, payload) {
      assertChannel(channel);
      await notify({ channel, payload }).catch((err) =>
        failures.report("publish", err, `publishing on ${channel} failed`, { channel }),
      );
    },
    subscribe(channel, handler) {
      assertChannel(channel);
      local.on(channel, handler);
      if (!channels.has(channel)) {
        channels.add(channel);
        // LISTEN twice is harmless; missing one is not (a connection may be opening right now).
        connect()
          .then((c) => listen(c, channel))
          .catch((err) => {
            failures.report("listen", err, `listening on ${channel} failed`, { channel });
            // No connection yet: keep trying (a connection that opens listens to every channel).
            if (!client && !closed) reconnectLater();
          });
      }
      return () => local.off(channel, handler);
    },
    async close() {
      closed = true;
      local.removeAllListeners();
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      // Shutting down: a connection that already broke has nothing left to end.
      await c?.end().catch(() => {});
    },
  };
}
