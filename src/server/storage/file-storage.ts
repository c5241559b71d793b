import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * public: product images and logos, served to anyone at /uploads/<key>.
 * private: prescription files, only ever served through an authorised route.
 */
export type Visibility = "public" | "private";
export const VISIBILITIES: Visibility[] = ["public", "private"];

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface StoredEntry {
  key: string;
  /** When the file was last stored: a repeated upload of the same bytes counts as a new one. */
  storedAt: Date;
}

/**
 * Where uploaded files live: the local disk, PostgreSQL or an S3 bucket (create-storage.ts).
 * The bytes under a key never change, so storing a key that is already there is not an error: the
 * file is kept and its `storedAt` is refreshed.
 */
export interface FileStorage {
  readonly driver: "disk" | "postgres" | "s3";
  /** Where the files are, for an operator: "PostgreSQL (…)", "the S3 bucket media", … */
  readonly description: string;
  /** Resolves true when the file is new, false when the key was already stored. */
  put(visibility: Visibility, key: string, data: Buffer): Promise<boolean>;
  /** null when the key is malformed or there is no such file. */
  open(visibility: Visibility, key: string): Promise<StoredFile | null>;
  /** With `storedBefore`, only a file last stored before then goes (an upload meanwhile keeps it). */
  remove(visibility: Visibility, key: string, options?: { storedBefore?: Date }): Promise<void>;
  /** Every file of the area, in no particular order. */
  list(visibility: Visibility): AsyncIterable<StoredEntry>;
}

/** 32 hex characters and a short extension, never a path: checked before any key reaches a driver. */
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  heic: "image/heic",
  pdf: "application/pdf",
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/**
 * The key a file is stored under. A public file's key is the first half of its SHA-256, so the
 * same picture uploaded twice has one address and can be cached for ever; a private file's is
 * random, so a prescription's address says nothing about its content and cannot be guessed.
 */
export function storageKeyFor(visibility: Visibility, data: Buffer, extension: string): string {
  const ext = extension.toLowerCase().replace(/^\./, "");
  const name =
    visibility === "public"
      ? createHash("sha256").update(data).digest("hex").slice(0, 32)
      : randomBytes(16).toString("hex");
  const key = `${name}.${ext}`;
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid file extension: ${extension}`);
  return key;
}

/** Stores an upload under its key (storageKeyFor) and returns the key. */
export async function saveFile(
  storage: FileStorage,
  visibility: Visibility,
  data: Buffer,
  extension: string,
): Promise<string> {
  const key = storageKeyFor(visibility, data, extension);
  await storage.put(visibility, key, data);
  return key;
}

/** The address a public file is served at. */
export const publicUrlFor = (key: string) => `/uploads/${key}`;

const PUBLIC_PREFIX = publicUrlFor("");

/** The key behind one of our public addresses; null for outside URLs and demo art (/demo/…). */
export function publicKeyOf(url: string | null | undefined): string | null {
  const key = url?.startsWith(PUBLIC_PREFIX) ? url.slice(PUBLIC_PREFIX.length) : null;
  return key && STORAGE_KEY_PATTERN.test(key) ? key : null;
}
