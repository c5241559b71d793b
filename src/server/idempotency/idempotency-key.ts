import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from "#contracts/idempotency";
import { AppError } from "#server/errors";

/** What a keyed request claims: its key within its route, and a digest of what it asks for. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  requestHash: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * The request's `Idempotency-Key`, or null when it sent none (it is then placed as always). A value
 * that cannot be a key (empty, too long, control characters) is refused with a 400, before the body
 * is looked at.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const sent = request.headers[HEADER];
  if (sent === undefined) return null;
  const key = typeof sent === "string" ? sent.trim() : "";
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !PRINTABLE_ASCII.test(key)) {
    throw new AppError("VALIDATION", IDEMPOTENCY_MESSAGES.malformed);
  }
  return key;
}

/**
 * What a request under `key` claims (null without a key). `parsed` is what the route parsed from
 * the body, its canonical form (trimmed, merged, unknown fields dropped), so two sends of one order
 * hash alike however their JSON was written; `also` is anything else that makes it another request
 * (who sent it).
 */
export function idempotentRequest(
  key: string | null,
  scope: string,
  parsed: unknown,
  ...also: string[]
): IdempotentRequest | null {
  if (key === null) return null;
  const requestHash = createHash("sha256")
    .update(JSON.stringify([scope, parsed, ...also]))
    .digest("hex");
  return { scope, key, requestHash };
}
