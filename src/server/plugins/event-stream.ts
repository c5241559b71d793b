import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// A comment line now and then keeps proxies and browsers from closing a quiet stream.
const HEARTBEAT_MS = 20_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away, the server shuts down or `end` is called. */
  onClose(cleanup: () => void): void;
  /** Ends the stream from the server's side. */
  end(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Open server-sent-event streams, ended when the server closes so shutdown never waits on them. */
    eventStreams: Set<() => void>;
  }
}

export function registerEventStreams(app: FastifyInstance) {
  app.decorate("eventStreams", new Set<() => void>());
  app.addHook("preClose", async () => {
    for (const end of [...app.eventStreams]) end();
  });
}

/**
 * Turns the response into a server-sent-event stream (text/event-stream). The route's session and
 * other checks have run by now; from here the raw response is written directly.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    // nginx buffers responses unless told not to; a buffered event arrives late.
    "x-accel-buffering": "no",
  });
  raw.write(": connected\n\n");
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    request.server.eventStreams.delete(end);
    for (const cleanup of cleanups) cleanup();
    raw.end();
  };
  request.server.eventStreams.add(end);
  request.raw.on("close", end);
  return {
    send(event, data) {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(cleanup) {
      if (ended) cleanup();
      else cleanups.push(cleanup);
    },
    end,
  };
}
