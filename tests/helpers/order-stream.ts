import { request as httpRequest } from "node:http";
import { expect } from "vitest";

/**
 * An open order stream, as a dashboard holds it, over real HTTP: the events it got, when it opened
 * and whether it ended within a time (a session's end must close it: decision 0059).
 */
export function openOrderStream(baseUrl: string, cookie: string) {
  const url = new URL(`${baseUrl}/api/merchant/orders/events`);
  const events: string[] = [];
  let markOpen: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const req = httpRequest(
    { host: url.hostname, port: url.port, path: url.pathname, headers: { cookie } },
    (res) => {
      expect(res.statusCode).toBe(200);
      res.on("data", (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes(": connected")) markOpen();
        for (const [, name] of text.matchAll(/^event: (.*)$/gm)) events.push(name!);
      });
      res.on("end", markEnded);
      res.on("close", markEnded);
    },
  );
  req.on("error", () => {});
  req.end();
  /** Resolves true when the stream ended within `ms`, false when it was still open. */
  const endsWithin = (ms: number) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
  return { open, events, endsWithin, close: () => req.destroy() };
}
