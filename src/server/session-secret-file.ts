import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "./config";

const SESSION_SECRET_FILE = "session-secret";

/** The secret a DATA_DIR kept before, if any: PGlite's, and a PostgreSQL deployment's from before decision 0023. */
export function fileSessionSecret(dataDir: string): string | null {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() || null : null;
}

/**
 * The server's start, after parseConfig: on PGlite (one process) without SESSION_SECRET, the secret
 * DATA_DIR keeps, generated into a new DATA_DIR on the first start, so tokens survive restarts. On
 * PostgreSQL the secret is left to the database, which every process shares; nothing is written.
 */
export function keepSessionSecret(config: AppConfig): AppConfig {
  if (config.sessionSecret !== null || config.databaseUrl) return config;
  const existing = fileSessionSecret(config.dataDir);
  if (existing) return { ...config, sessionSecret: existing };
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(path.join(config.dataDir, SESSION_SECRET_FILE), secret, { mode: 0o600 });
  return { ...config, sessionSecret: secret };
}
