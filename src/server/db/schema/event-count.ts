import { pgSequence } from "drizzle-orm/pg-core";

/**
 * One number per message statement the app processes send each other (events/postgres-event-bus.ts):
 * each process compares it with the numbers it heard, so a message lost while its connection was
 * down is found within seconds (decision 0046). A sequence, not a row: taking a number locks
 * nothing, so senders never wait on each other.
 */
export const eventCount = pgSequence("event_count", { startWith: 1, cache: 1 });
