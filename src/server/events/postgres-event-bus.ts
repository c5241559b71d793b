import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import type { BackgroundFailures } from "#server/background-failures";
import { batchWhileBusy } from "#server/db/batch-while-busy";
import { eventCount } from "#server/db/schema/event-count";
import { CHANNEL_PATTERN, type DeliveryState, type EventBus } from "./event-bus";
import { HeardCount } from "./heard-count";

const RECONNECT_MS = 1000;
/** Notifications sent in one statement at most (each payload is at most a few KB). */
const MAX_BATCH = 100;
/**
 * The sequence that numbers every NOTIFY statement, and the channel its numbers travel on
 * (db/schema/event-count.ts). Processes that predate it neither listen to it nor number their
 * messages: they are heard as before.
 */
const COUNT = eventCount.seqName!;
/** How often the count is compared with what was heard: one cheap query a second per process. */
const CHECK_EVERY_MS = 1000;
/** How long a number may be taken and not yet heard (its statement committing) before it is missed. */
const GRACE_MS = 500;
/** A check that has not answered by then counts as a lost connection (a half-open socket hears nothing). */
const CHECK_TIMEOUT_MS = 2000;
/** Messages whose sending failed, kept to be sent again once the connection is back. */
const MAX_UNSENT = 1000;
/**
 * How every process's event connection names itself, so that a process can list the others that
 * listen now (pg_stat_activity): those `heardEverywhere` waits for. A process of an older version
 * names itself otherwise and is not waited for (it is heard as before).
 */
export const EVENT_CONNECTION_NAME = "storelaunch-events";
/** "Have you heard everything I sent before this?": its payload a token (heardEverywhere). */
const ASKED = "event_heard_asked";
/** The answer: the token, sent by each process that heard the question. */
const ANSWERED = "event_heard_answered";
/** How long a write waits for a process's answer before answering without it. */
const HEARD_TIMEOUT_MS = 1000;
/** A process that did not answer is not waited for again for this long (it is stalled or gone). */
const SILENT_FOR_MS = 60_000;

interface Message {
  channel: string;
  payload: string;
}

/**
 * LISTEN/NOTIFY on one dedicated connection per process (a pooled connection cannot hold a LISTEN).
 * A dropped connection is reopened and every channel listened to again. Messages sent while it was
 * down cannot be heard again, so nothing may rely on hearing each one (decision 0046):
 * - every NOTIFY statement also takes and sends the next number of the `event_count` sequence; the
 *   process reads the sequence every second and on each reconnect, and a number still not heard
 *   after a grace is a lost message;
 * - watchers (`watchDelivery`) are told "lost" the moment the connection drops or a check fails,
 *   and "caught_up" once it listens again or a lost message was found: they rebuild what they had
 *   built on the messages;
 * - a message this process failed to send is sent again once, when its connection is back.
 * Each failure is reported (`failures`): a lost connection, a refused LISTEN, a failed check or a
 * missed message as `listen`, a message not sent as `publish`.
 */
export function createPostgresEventBus(connectionString: string, failures: BackgroundFailures): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channels = new Set<string>();
  const watchers = new Set<(state: DeliveryState) => void>();
  const heard = new HeardCount(GRACE_MS);
  let delivery: DeliveryState = "lost";
  let unsent: Message[] = [];
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let checking: NodeJS.Timeout | null = null;
  let closed = false;
  /** The questions of heardEverywhere waiting for answers: token -> called with each answering backend's pid. */
  const questions = new Map<string, (pid: number) => void>();
  /** Each connection's backend: its own questions come back to it, and are not answered. */
  const ownPid = new WeakMap<pg.Client, number>();
  /** Backends that did not answer a question, and until when they are not asked again. */
  const silentUntil = new Map<number, number>();
  // One query at a time on a connection: pg only queues overlapping queries as a deprecated
  // courtesy. One queue per connection: a query stuck on a dead one must not hold up the next.
  const queues = new WeakMap<pg.Client, Promise<unknown>>();
  const serially = <T>(c: pg.Client, run: () => Promise<T>): Promise<T> => {
    const next = (queues.get(c) ?? Promise.resolve()).then(run, run);
    // The chain only orders the queries: each one's failure reaches its own caller through `next`.
    queues.set(
      c,
      next.catch(() => {}),
    );
    return next;
  };
  const listen = (c: pg.Client, channel: string) => serially(c, () => c.query(`LISTEN ${channel}`));
  /** The last number taken (0 before the first): a sequence is read without a lock or a transaction. */
  const readCount = (c: pg.Client) =>
    serially(c, async () => {
      const { rows } = await c.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value, is_called FROM ${COUNT}`,
      );
      const row = rows[0]!;
      return Number(row.last_value) - (row.is_called ? 0 : 1);
    });

  function tell(state: DeliveryState) {
    // "lost" is news once; each "caught_up" asks for a catch-up.
    if (state === "lost" && delivery === "lost") return;
    delivery = state;
    for (const watcher of watchers) watcher(state);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString, application_name: EVENT_CONNECTION_NAME });
      c.on("notification", (message) => {
        if (message.channel === COUNT) heard.heard(Number(message.payload));
        else if (message.channel === ASKED) {
          // Messages arrive in the order they were sent and each is handled as it arrives: hearing
          // the question means what its asker sent before it was handled here. (Its own question
          // it need not answer: its messages reached its subscribers before its publish resolved.)
          if (message.processId !== ownPid.get(c))
            notify({ channel: ANSWERED, payload: message.payload ?? "" }).catch(() => {});
        } else if (message.channel === ANSWERED) questions.get(message.payload ?? "")?.(message.processId);
        else local.emit(message.channel, message.payload ?? "");
      });
      c.on("error", (err) => {
        if (client === c) failures.report("listen", err, "the event connection was lost; reconnecting");
        reconnectSoon(c);
      });
      c.on("end", () => reconnectSoon(c));
      try {
        await c.connect();
        await listen(c, COUNT);
        await listen(c, ASKED);
        await listen(c, ANSWERED);
        const { rows } = await serially(c, () => c.query<{ pid: number }>("SELECT pg_backend_pid() AS pid"));
        ownPid.set(c, rows[0]!.pid);
        for (const channel of channels) await listen(c, channel);
        // Read after LISTEN took effect: any send numbered above it will be heard.
        heard.startFrom(await readCount(c));
      } catch (err) {
        // Half set up: closed, so that a retry does not leave a connection behind.
        c.end().catch(() => {});
        throw err;
      }
      client = c;
      tell("caught_up");
      sendAgain();
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function reconnectSoon(dead: pg.Client) {
    if (client !== dead || closed) return;
    client = null;
    tell("lost");
    dead.end().catch(() => {});
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

  /** Compares the count with what was heard, every second (sooner while a number is awaited). */
  function checkLater(ms: number) {
    if (closed) return;
    checking = setTimeout(async () => {
      const c = client;
      if (!c) return checkLater(CHECK_EVERY_MS); // reconnecting: the new connection catches up
      let timeout: NodeJS.Timeout | undefined;
      try {
        const count = await Promise.race([
          readCount(c),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(
              () => reject(new Error("the count did not answer in time")),
              CHECK_TIMEOUT_MS,
            );
          }),
        ]);
        const found = heard.check(count, Date.now());
        if (found === "missed") {
          failures.report(
            "listen",
            new Error(`messages up to ${count} not heard`),
            "a message between processes was lost; catching up",
          );
          tell("caught_up");
        }
        checkLater(found === "waiting" ? GRACE_MS : CHECK_EVERY_MS);
      } catch (err) {
        if (client === c) {
          failures.report("listen", err, "checking the event connection failed; reconnecting");
          reconnectSoon(c);
        }
        checkLater(CHECK_EVERY_MS);
      } finally {
        clearTimeout(timeout);
      }
    }, ms).unref();
  }

  function assertChannel(channel: string) {
    if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  }

  // Every NOTIFY statement is a transaction, and so a commit that waits for the disk. Messages
  // published while one is on its way go out together in the next statement: one commit for many,
  // so a burst of orders is not capped by one connection's commits (the old cap: ~250 orders/s).
  // The count's number goes last: heard, it means the whole statement's messages were.
  const notify = batchWhileBusy(async (batch: Message[]) => {
    const c = await connect();
    const calls = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`);
    await serially(c, () =>
      c.query(
        `SELECT ${[...calls, `pg_notify('${COUNT}', nextval('${COUNT}')::text)`].join(", ")}`,
        batch.flatMap((m) => [m.channel, m.payload]),
      ),
    );
    return batch.map(() => undefined);
  }, MAX_BATCH);

  /** Sends once more what failed to go out, now that a connection is back. */
  function sendAgain() {
    const again = unsent;
    unsent = [];
    for (const message of again)
      notify(message).catch((err) =>
        failures.report("publish", err, `publishing on ${message.channel} failed again`, {
          channel: message.channel,
        }),
      );
  }

  /** Checks once something in this process listens: a process that only publishes needs none. */
  function startChecking() {
    if (!checking && !closed) checkLater(CHECK_EVERY_MS);
  }

  return {
    async publish(channel, payload) {
      assertChannel(channel);
      await notify({ channel, payload }).catch((err) => {
        failures.report("publish", err, `publishing on ${channel} failed`, { channel });
        // Sent again, once, when a connection is back (the message is kept, not lost).
        if (unsent.length < MAX_UNSENT) unsent.push({ channel, payload });
        // A process that only publishes (the admin command) has no reconnect on its way.
        if (!client && !connecting && !closed) reconnectLater();
      });
    },
    subscribe(channel, handler) {
      assertChannel(channel);
      local.on(channel, handler);
      if (!channels.has(channel)) {
        channels.add(channel);
        startChecking();
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
    async heardEverywhere() {
      const c = client;
      // Not connected: nothing it sent can be confirmed; the others catch up by the count (decision 0046).
      if (!c || closed) return;
      const now = Date.now();
      let others: Set<number>;
      try {
        const { rows } = await serially(c, () =>
          c.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
            [EVENT_CONNECTION_NAME],
          ),
        );
        others = new Set(rows.map((r) => r.pid).filter((pid) => (silentUntil.get(pid) ?? 0) <= now));
      } catch {
        return; // the connection broke: its watchers are told, and the count catches up
      }
      if (others.size === 0) return;
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const answered = new Promise<void>((resolve) => {
        questions.set(token, (pid) => {
          others.delete(pid);
          if (others.size === 0) resolve();
        });
        timer = setTimeout(resolve, HEARD_TIMEOUT_MS);
        timer.unref();
      });
      try {
        await notify({ channel: ASKED, payload: token });
        await answered;
      } catch {
        // Not sent: nobody can answer; the message itself is sent again with the connection.
      } finally {
        clearTimeout(timer);
        questions.delete(token);
      }
      for (const pid of others) silentUntil.set(pid, Date.now() + SILENT_FOR_MS);
    },
    watchDelivery(handler) {
      watchers.add(handler);
      if (delivery === "lost") handler("lost");
      startChecking();
      // Unless a subscriber's LISTEN already opens it (and reports its failure).
      if (!client && !connecting && !closed)
        connect().catch((err) => {
          failures.report("listen", err, "opening the event connection failed; trying again");
          if (!client && !closed) reconnectLater();
        });
      return () => watchers.delete(handler);
    },
    async close() {
      closed = true;
      if (checking) clearTimeout(checking);
      local.removeAllListeners();
      watchers.clear();
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      // Shutting down: a connection that already broke has nothing left to end.
      await c?.end().catch(() => {});
    },
  };
}
