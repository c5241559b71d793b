import { createRequire } from "node:module";

/**
 * autocannon appends every answer's body to a string (`req.body += data`, pipelinedRequestsQueue.js),
 * decoding it as UTF-8, for checks the bench never asks for (expectBody, onResponse). On binary
 * bodies (a picture, a brotli script, a compressed store answer) that decoding, in the client, was
 * the limit: 99 KB pictures stopped at a few hundred a second while 86 KB of plain text went ten
 * times faster from the same memory. The bytes are still read and counted.
 */
export function leaveBodiesUndecoded() {
  const require = createRequire(import.meta.url);
  const Queue = require("autocannon/lib/pipelinedRequestsQueue.js") as { prototype: { addBody: unknown } };
  Queue.prototype.addBody = () => {};
}
