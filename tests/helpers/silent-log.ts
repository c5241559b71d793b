import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { type BackgroundFailures, createBackgroundFailures } from "#server/background-failures";

/** A logger that writes nothing: the tests that read the log pass their own (logging.api.test.ts). */
export const silentLogger = (): FastifyBaseLogger => pino({ level: "silent" });

/** Failures reported to a silent log and counted: for a test that does not look at them. */
export const silentFailures = (): BackgroundFailures => createBackgroundFailures(silentLogger());
