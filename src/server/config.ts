import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type MerchantApproval = "auto" | "manual";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  merchantApproval: MerchantApproval;
  sessionSecret: string;
  mapTileUrl: string;
  limits: {
    loginPerIpPerMinute: number;
    registerPerIpPerMinute: number;
    loginFailuresPerEmail: number;
    ordersPerIpPerMinute: number;
  };
}

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return !["off", "false", "0", "no"].includes(value.toLowerCase());
}

/** The secret is generated on first start and kept beside the data, so sessions survive restarts. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const approval = env.MERCHANT_APPROVAL === "manual" ? "manual" : "auto";
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demoData: flag(env.DEMO_DATA, true),
    merchantApproval: approval,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_TILE_URL,
    limits: {
      loginPerIpPerMinute: 20,
      registerPerIpPerMinute: 10,
      loginFailuresPerEmail: 5,
      ordersPerIpPerMinute: 30,
    },
  };
}
