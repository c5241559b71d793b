import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AppConfig,
  ConfigError,
  LOG_LEVELS,
  OFF_WORDS,
  ON_WORDS,
  parseConfig,
  SETTING_NAMES,
} from "./config";
import { keepSessionSecret } from "./session-secret-file";

const dir = () => mkdtempSync(path.join(tmpdir(), "cfg-"));

/** The ConfigError parseConfig throws for `env`, or a failed test. */
function refusal(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  return expect.fail(`${JSON.stringify(env)} was accepted`);
}

describe("parseConfig (runtime contract)", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      demoData: true,
      merchantApproval: "auto",
      sessionSecret: null,
      logLevel: "info",
      prescriptionRetentionDays: 730,
    });
    expect(parseConfig({ PRESCRIPTION_RETENTION_DAYS: "30" }).prescriptionRetentionDays).toBe(30);
    expect(config.mapTileUrl).toContain("{z}");
    expect(config.clockStart).toBeNull();
  });

  it("has no geocoder unless GEOCODER_URL names one, and keeps its path without a trailing slash", () => {
    expect(parseConfig({}).geocoderUrl).toBeNull();
    expect(parseConfig({ GEOCODER_URL: "https://geo.example.com/nominatim/" }).geocoderUrl).toBe(
      "https://geo.example.com/nominatim",
    );
    expect(() => parseConfig({ GEOCODER_URL: "ftp://geo.example.com" })).toThrow(
      'GEOCODER_URL must be an http(s) address without a query, not "ftp://geo.example.com"',
    );
  });

  it("starts the trading clock at APP_CLOCK_START, and refuses one that is not a date", () => {
    expect(parseConfig({ APP_CLOCK_START: "2026-05-05T16:00:00Z" }).clockStart).toBe(
      Date.parse("2026-05-05T16:00:00Z"),
    );
    expect(() => parseConfig({ APP_CLOCK_START: "noon" })).toThrow(
      'APP_CLOCK_START must be an ISO date and time, not "noon"',
    );
  });

  it("reads every variable", () => {
    const dataDir = dir();
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://x@y/z",
      DEMO_DATA: "off",
      MERCHANT_APPROVAL: "manual",
      SESSION_SECRET: "s3cret",
      MAP_TILE_URL: "http://tiles/{z}/{x}/{y}.png",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir,
      databaseUrl: "postgres://x@y/z",
      demoData: false,
      merchantApproval: "manual",
      sessionSecret: "s3cret",
      mapTileUrl: "http://tiles/{z}/{x}/{y}.png",
      logLevel: "warn",
    });
  });

  it("takes an empty or blank variable as unset, and trims the others", () => {
    const config = parseConfig({
      PORT: "",
      DEMO_DATA: "  ",
      MERCHANT_APPROVAL: " manual ",
      DATABASE_URL: "",
    });
    expect(config).toMatchObject({ port: 3000, demoData: true, merchantApproval: "manual" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.fileStorage).toEqual({ driver: "disk" });
  });

  it("takes PORT as a whole number from 0 (any free port) to 65535", () => {
    expect(parseConfig({ PORT: "0" }).port).toBe(0);
    expect(parseConfig({ PORT: "65535" }).port).toBe(65_535);
    for (const bad of ["abc", "70000", "65536", "-1", "80.5", "3e3", "0x50", "8080 tcp"]) {
      expect(refusal({ PORT: bad }).message, bad).toBe(
        `PORT must be a whole number from 0 to 65535, not "${bad}"`,
      );
    }
  });

  it("takes LOG_LEVEL as one of pino's levels, as written", () => {
    for (const level of LOG_LEVELS) expect(parseConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    expect(refusal({ LOG_LEVEL: "verbose" }).message).toBe(
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not "verbose"',
    );
    expect(refusal({ LOG_LEVEL: "WARN" }).message).toContain('not "WARN"');
  });

  it("takes MERCHANT_APPROVAL as auto or manual, as written: a typo does not open sign-ups", () => {
    expect(parseConfig({ MERCHANT_APPROVAL: "auto" }).merchantApproval).toBe("auto");
    for (const bad of ["Manual", "MANUAL", "manually", "on"]) {
      expect(refusal({ MERCHANT_APPROVAL: bad }).message, bad).toBe(
        `MERCHANT_APPROVAL must be auto or manual, not "${bad}"`,
      );
    }
  });

  it("takes on/off, true/false, yes/no and 1/0 in any case for every on/off setting, and refuses any other word", () => {
    type Read = (config: AppConfig) => boolean;
    const onOff: [string, Read][] = [
      ["DEMO_DATA", (c) => c.demoData],
      ["METRICS_ENABLED", (c) => c.metricsEnabled],
      ["REQUIRE_WEB_BUILD", (c) => c.requireWebBuild],
      ["S3_FORCE_PATH_STYLE", (c) => c.fileStorage.driver === "s3" && c.fileStorage.forcePathStyle],
    ];
    const s3 = { FILE_STORAGE: "s3", S3_BUCKET: "media" };
    for (const [name, read] of onOff) {
      for (const word of ON_WORDS) {
        for (const spelled of [word, word.toUpperCase(), ` ${word[0]!.toUpperCase()}${word.slice(1)} `]) {
          expect(read(parseConfig({ ...s3, [name]: spelled })), `${name}=${spelled}`).toBe(true);
        }
      }
      for (const word of OFF_WORDS) {
        for (const spelled of [word, word.toUpperCase()]) {
          expect(read(parseConfig({ ...s3, [name]: spelled })), `${name}=${spelled}`).toBe(false);
        }
      }
      for (const bad of ["maybe", "enabled", "2", "y", "onn"]) {
        expect(refusal({ [name]: bad }).message, `${name}=${bad}`).toBe(
          `${name} must be on or off (or true/false, yes/no, 1/0), not "${bad}"`,
        );
      }
    }
    expect(ON_WORDS).toEqual(["on", "true", "yes", "1"]);
    expect(OFF_WORDS).toEqual(["off", "false", "no", "0"]);
  });

  it("reads no file and writes none: parsing is pure", () => {
    const dataDir = path.join(dir(), "not-yet");
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.dataDir).toBe(dataDir);
    expect(config.sessionSecret).toBeNull();
    expect(existsSync(dataDir)).toBe(false);
  });

  it("trusts no proxy unless TRUST_PROXY says so: a hop count or a list of addresses and ranges", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    for (const off of ["", "off", "false", "0", " no ", "OFF"]) {
      expect(parseConfig({ TRUST_PROXY: off }).trustProxy, off).toBe(false);
    }
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(parseConfig({ TRUST_PROXY: "loopback,uniquelocal" }).trustProxy).toEqual([
      "loopback",
      "uniquelocal",
    ]);
  });

  it("refuses a TRUST_PROXY it cannot use safely, naming the setting and the value", () => {
    for (const bad of ["true", "*", "evil.example", "10.0.0.0/8, nonsense", ","]) {
      expect(refusal({ TRUST_PROXY: bad }).message, bad).toBe(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, not "${bad}"`,
      );
    }
  });

  it("takes PUBLIC_URL as an http(s) origin, or none", () => {
    expect(parseConfig({}).publicUrl).toBeNull();
    expect(parseConfig({ PUBLIC_URL: "" }).publicUrl).toBeNull();
    expect(parseConfig({ PUBLIC_URL: "https://shop.example.com" }).publicUrl).toBe(
      "https://shop.example.com",
    );
    expect(parseConfig({ PUBLIC_URL: "https://shop.example.com/" }).publicUrl).toBe(
      "https://shop.example.com",
    );
    expect(parseConfig({ PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe("http://localhost:3000");
    for (const bad of [
      "shop.example.com",
      "ftp://x.example",
      "https://x.example/store",
      "javascript:alert(1)",
    ]) {
      const { message } = refusal({ PUBLIC_URL: bad });
      expect(message, bad).toMatch(/^PUBLIC_URL must be (a URL such as|an http\(s\) origin)/);
      expect(message, bad).toContain(`not "${bad}"`);
    }
  });

  it("takes STORE_PRODUCT_LIMIT as a whole number, 10,000 by default", () => {
    expect(parseConfig({}).limits.productsPerStore).toBe(10_000);
    expect(parseConfig({ STORE_PRODUCT_LIMIT: "250" }).limits.productsPerStore).toBe(250);
    for (const bad of ["0", "-5", "1.5", "lots", "99999999999999999999"]) {
      expect(refusal({ STORE_PRODUCT_LIMIT: bad }).message, bad).toBe(
        `STORE_PRODUCT_LIMIT must be a whole number of at least 1, not "${bad}"`,
      );
    }
  });

  it("takes PUBLIC_CACHE_MB as a whole number of megabytes, 64 by default", () => {
    expect(parseConfig({}).publicCacheBytes).toBe(64 * 1024 * 1024);
    expect(parseConfig({ PUBLIC_CACHE_MB: "8" }).publicCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ["0", "-1", "0.5", "64MB"]) {
      expect(refusal({ PUBLIC_CACHE_MB: bad }).message, bad).toBe(
        `PUBLIC_CACHE_MB must be a whole number from 1 to 1048576, not "${bad}"`,
      );
    }
  });

  it("takes UPLOADS_CACHE_MB as a whole number of megabytes, 64 by default", () => {
    expect(parseConfig({}).uploadsCacheBytes).toBe(64 * 1024 * 1024);
    expect(parseConfig({ UPLOADS_CACHE_MB: "8" }).uploadsCacheBytes).toBe(8 * 1024 * 1024);
    expect(refusal({ UPLOADS_CACHE_MB: "0" }).message).toBe(
      'UPLOADS_CACHE_MB must be a whole number from 1 to 1048576, not "0"',
    );
  });

  it("takes the rate limits from the environment, with today's values as defaults", () => {
    expect(parseConfig({}).limits).toMatchObject({
      loginPerIpPerMinute: 20,
      registerPerIpPerMinute: 10,
      loginFailuresPerEmail: 5,
      ordersPerIpPerMinute: 30,
      trackingLookupsPerIpPerMinute: 30,
      prescriptionUploadsPerIpPerMinute: 10,
      slugChecksPerIpPerMinute: 120,
      prescriptionUnclaimedBytesPerIp: 30 * 1024 * 1024,
      prescriptionUnclaimedBytesTotal: 2048 * 1024 * 1024,
    });
    const tuned = parseConfig({
      RATE_LIMIT_LOGIN_PER_MINUTE: "40",
      RATE_LIMIT_REGISTER_PER_MINUTE: "11",
      LOGIN_FAILURES_BEFORE_LOCK: "3",
      RATE_LIMIT_ORDERS_PER_MINUTE: "100000",
      RATE_LIMIT_TRACKING_PER_MINUTE: "60",
      RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE: "2",
      RATE_LIMIT_SLUG_CHECKS_PER_MINUTE: "5",
      PRESCRIPTION_UNCLAIMED_MB_PER_IP: "1",
      PRESCRIPTION_UNCLAIMED_MB_TOTAL: "100",
    }).limits;
    expect(tuned).toMatchObject({
      loginPerIpPerMinute: 40,
      registerPerIpPerMinute: 11,
      loginFailuresPerEmail: 3,
      ordersPerIpPerMinute: 100_000,
      trackingLookupsPerIpPerMinute: 60,
      prescriptionUploadsPerIpPerMinute: 2,
      slugChecksPerIpPerMinute: 5,
      prescriptionUnclaimedBytesPerIp: 1024 * 1024,
      prescriptionUnclaimedBytesTotal: 100 * 1024 * 1024,
    });
    expect(() => parseConfig({ RATE_LIMIT_ORDERS_PER_MINUTE: "0" })).toThrow(
      'RATE_LIMIT_ORDERS_PER_MINUTE must be a whole number of at least 1, not "0"',
    );
  });

  it("opens maps with nothing to show on MAP_DEFAULT_CENTER, the spec's lower Manhattan unless set", () => {
    expect(parseConfig({}).mapDefaultCenter).toEqual({ lat: 40.71, lng: -74.01 });
    expect(parseConfig({ MAP_DEFAULT_CENTER: " 41.88, -87.63 " }).mapDefaultCenter).toEqual({
      lat: 41.88,
      lng: -87.63,
    });
    for (const bad of ["91,0", "0,181", "41.88", "north,west", "1e1,2"]) {
      expect(refusal({ MAP_DEFAULT_CENTER: bad }).message, bad).toBe(
        `MAP_DEFAULT_CENTER must be a latitude and a longitude in degrees, as "40.71,-74.01", not "${bad}"`,
      );
    }
  });

  it("turns map tiles off with MAP_TILE_URL=off, and refuses an address that is not a tile template", () => {
    expect(parseConfig({ MAP_TILE_URL: "off" }).mapTileUrl).toBe("");
    expect(parseConfig({ MAP_TILE_URL: "OFF" }).mapTileUrl).toBe("");
    for (const bad of ["tile.example/{z}/{x}/{y}.png", "https://tiles.example/tile.png", "none"]) {
      expect(refusal({ MAP_TILE_URL: bad }).message, bad).toBe(
        `MAP_TILE_URL must be off or an http(s) tile address with {z}, {x} and {y} in it, not "${bad}"`,
      );
    }
  });

  it("serves metrics only with METRICS_ENABLED on", () => {
    expect(parseConfig({}).metricsEnabled).toBe(false);
    expect(parseConfig({ METRICS_ENABLED: "true" }).metricsEnabled).toBe(true);
    expect(parseConfig({ METRICS_ENABLED: "on" }).metricsEnabled).toBe(true);
    expect(parseConfig({ METRICS_ENABLED: "off" }).metricsEnabled).toBe(false);
  });

  it("requires a web build unless REQUIRE_WEB_BUILD is off (the API-only dev server)", () => {
    expect(parseConfig({}).requireWebBuild).toBe(true);
    expect(parseConfig({ REQUIRE_WEB_BUILD: "off" }).requireWebBuild).toBe(false);
  });

  it("keeps files in PostgreSQL when DATABASE_URL is set, on the disk otherwise, unless FILE_STORAGE says", () => {
    expect(parseConfig({}).fileStorage).toEqual({ driver: "disk" });
    expect(parseConfig({ DATABASE_URL: "postgres://x@y/z" }).fileStorage).toEqual({ driver: "postgres" });
    expect(parseConfig({ DATABASE_URL: "postgres://x@y/z", FILE_STORAGE: " disk " }).fileStorage).toEqual({
      driver: "disk",
    });
    expect(parseConfig({ FILE_STORAGE: "postgres" }).fileStorage).toEqual({ driver: "postgres" });
  });

  it("reads the S3 settings: region us-east-1 and virtual-hosted addressing unless told otherwise", () => {
    expect(parseConfig({ FILE_STORAGE: "s3", S3_BUCKET: "media" }).fileStorage).toEqual({
      driver: "s3",
      bucket: "media",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      parseConfig({
        FILE_STORAGE: "s3",
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).fileStorage,
    ).toEqual({
      driver: "s3",
      bucket: "media",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("refuses file storage settings it cannot use, naming the setting", () => {
    const refused: [Record<string, string>, string][] = [
      [{ FILE_STORAGE: "dropbox" }, 'FILE_STORAGE must be postgres, disk or s3, not "dropbox"'],
      [{ FILE_STORAGE: "Disk" }, 'FILE_STORAGE must be postgres, disk or s3, not "Disk"'],
      [{ FILE_STORAGE: "s3" }, "FILE_STORAGE=s3 needs S3_BUCKET, the bucket's name"],
      [
        { FILE_STORAGE: "s3", S3_BUCKET: "m", S3_ENDPOINT: "minio:9000" },
        'S3_ENDPOINT must be an http(s) address such as http://minio:9000, not "minio:9000"',
      ],
      [
        { FILE_STORAGE: "s3", S3_BUCKET: "m", S3_ACCESS_KEY_ID: "key" },
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither",
      ],
    ];
    for (const [env, message] of refused) expect(refusal(env).message).toBe(message);
    const secret = refusal({ FILE_STORAGE: "s3", S3_BUCKET: "m", S3_SECRET_ACCESS_KEY: "hidden-key" });
    expect(secret.message).not.toContain("hidden-key");
  });

  it("takes DATABASE_URL as a PostgreSQL URL, never repeating its password", () => {
    expect(parseConfig({ DATABASE_URL: "postgresql://u:p@db:5432/shop" }).databaseUrl).toBe(
      "postgresql://u:p@db:5432/shop",
    );
    expect(refusal({ DATABASE_URL: "mysql://u:s3cret@db/shop" }).message).toBe(
      'DATABASE_URL must start with postgres:// or postgresql://, not "mysql://db"',
    );
    const notUrl = refusal({ DATABASE_URL: "s3cret@db:5432/shop" }).message;
    expect(notUrl).toBe("DATABASE_URL must be a URL such as postgres://user:password@host:5432/database");
    expect(refusal({ DATABASE_URL: "u:s3cret@db/shop" }).message).not.toContain("s3cret");
    expect(refusal({ DATABASE_URL: "mysql://u:s3/cr@et@db:3306/shop" }).message).not.toMatch(/s3|cr|et/);
    // What the driver and pg_dump accept is theirs to judge: a socket folder in the query, any case.
    const socket = "postgres://shop:pw@/shop?host=/var/run/postgresql";
    expect(parseConfig({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
    expect(parseConfig({ DATABASE_URL: "POSTGRESQL://db/shop" }).databaseUrl).toBe("POSTGRESQL://db/shop");
  });

  it("refuses a HOST that is not an address or a host name", () => {
    expect(parseConfig({ HOST: "::" }).host).toBe("::");
    expect(refusal({ HOST: "http://0.0.0.0" }).message).toBe(
      'HOST must be an address or host name such as 0.0.0.0 or ::, not "http://0.0.0.0"',
    );
  });

  it("names every value it cannot use at once, one line each, and never a secret", () => {
    const err = refusal({
      PORT: "abc",
      MERCHANT_APPROVAL: "Manual",
      DEMO_DATA: "maybe",
      SESSION_SECRET: "never-shown-secret",
      SMTP_URL: "http://user:never-shown-password@mail",
      MAIL_FROM: "o@shop.example",
    });
    expect(err.problems).toEqual([
      'PORT must be a whole number from 0 to 65535, not "abc"',
      'DEMO_DATA must be on or off (or true/false, yes/no, 1/0), not "maybe"',
      'MERCHANT_APPROVAL must be auto or manual, not "Manual"',
      'SMTP_URL must start with smtp:// or smtps:// and name a host, not "http://mail"',
    ]);
    expect(err.message).toBe(err.problems.join("\n"));
    expect(err.message).not.toMatch(/never-shown/);
  });
});

/**
 * Every setting the schema has, each with a value it refuses and the line it says; the free-text
 * ones (names, paths, keys and secrets) take any value. A new setting must join one list or the other.
 */
const REFUSED: Record<string, [string, string]> = {
  PORT: ["70000", 'PORT must be a whole number from 0 to 65535, not "70000"'],
  HOST: ["a host", 'HOST must be an address or host name such as 0.0.0.0 or ::, not "a host"'],
  DATABASE_URL: [
    "mysql://db/x",
    'DATABASE_URL must start with postgres:// or postgresql://, not "mysql://db"',
  ],
  DEMO_DATA: ["maybe", 'DEMO_DATA must be on or off (or true/false, yes/no, 1/0), not "maybe"'],
  MERCHANT_APPROVAL: ["Manual", 'MERCHANT_APPROVAL must be auto or manual, not "Manual"'],
  FILE_STORAGE: ["ftp", 'FILE_STORAGE must be postgres, disk or s3, not "ftp"'],
  S3_ENDPOINT: ["minio", 'S3_ENDPOINT must be an http(s) address such as http://minio:9000, not "minio"'],
  S3_FORCE_PATH_STYLE: [
    "sure",
    'S3_FORCE_PATH_STYLE must be on or off (or true/false, yes/no, 1/0), not "sure"',
  ],
  MAP_TILE_URL: [
    "tiles",
    'MAP_TILE_URL must be off or an http(s) tile address with {z}, {x} and {y} in it, not "tiles"',
  ],
  GEOCODER_URL: [
    "nominatim",
    'GEOCODER_URL must be a URL such as https://nominatim.openstreetmap.org, not "nominatim"',
  ],
  RATE_LIMIT_GEOCODE_PER_MINUTE: [
    "0",
    'RATE_LIMIT_GEOCODE_PER_MINUTE must be a whole number of at least 1, not "0"',
  ],
  MAP_DEFAULT_CENTER: [
    "40.71;-74.01",
    'MAP_DEFAULT_CENTER must be a latitude and a longitude in degrees, as "40.71,-74.01", not "40.71;-74.01"',
  ],
  APP_CLOCK_START: ["2026-05-05", 'APP_CLOCK_START must be an ISO date and time, not "2026-05-05"'],
  TRUST_PROXY: [
    "on",
    'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, not "on"',
  ],
  PUBLIC_URL: ["shop", 'PUBLIC_URL must be a URL such as https://shop.example.com, not "shop"'],
  PUBLIC_CACHE_MB: ["1GB", 'PUBLIC_CACHE_MB must be a whole number from 1 to 1048576, not "1GB"'],
  UPLOADS_CACHE_MB: ["64MB", 'UPLOADS_CACHE_MB must be a whole number from 1 to 1048576, not "64MB"'],
  STORE_PRODUCT_LIMIT: ["many", 'STORE_PRODUCT_LIMIT must be a whole number of at least 1, not "many"'],
  RATE_LIMIT_ORDERS_PER_MINUTE: [
    "0",
    'RATE_LIMIT_ORDERS_PER_MINUTE must be a whole number of at least 1, not "0"',
  ],
  RATE_LIMIT_LOGIN_PER_MINUTE: [
    "2.5",
    'RATE_LIMIT_LOGIN_PER_MINUTE must be a whole number of at least 1, not "2.5"',
  ],
  RATE_LIMIT_REGISTER_PER_MINUTE: [
    "ten",
    'RATE_LIMIT_REGISTER_PER_MINUTE must be a whole number of at least 1, not "ten"',
  ],
  LOGIN_FAILURES_BEFORE_LOCK: [
    "-3",
    'LOGIN_FAILURES_BEFORE_LOCK must be a whole number of at least 1, not "-3"',
  ],
  RATE_LIMIT_TRACKING_PER_MINUTE: [
    "30/min",
    'RATE_LIMIT_TRACKING_PER_MINUTE must be a whole number of at least 1, not "30/min"',
  ],
  RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE: [
    "0",
    'RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE must be a whole number of at least 1, not "0"',
  ],
  RATE_LIMIT_SLUG_CHECKS_PER_MINUTE: [
    "0",
    'RATE_LIMIT_SLUG_CHECKS_PER_MINUTE must be a whole number of at least 1, not "0"',
  ],
  PRESCRIPTION_UNCLAIMED_MB_PER_IP: [
    "30MB",
    'PRESCRIPTION_UNCLAIMED_MB_PER_IP must be a whole number from 1 to 1048576, not "30MB"',
  ],
  PRESCRIPTION_UNCLAIMED_MB_TOTAL: [
    "0",
    'PRESCRIPTION_UNCLAIMED_MB_TOTAL must be a whole number from 1 to 1073741824, not "0"',
  ],
  PRESCRIPTION_RETENTION_DAYS: [
    "2y",
    'PRESCRIPTION_RETENTION_DAYS must be a whole number from 1 to 36500, not "2y"',
  ],
  SMTP_URL: ["mail.example.com", "SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587"],
  MAIL_FROM: ["orders", 'MAIL_FROM must be an address such as "Orders <orders@example.com>", not "orders"'],
  METRICS_ENABLED: [
    "enabled",
    'METRICS_ENABLED must be on or off (or true/false, yes/no, 1/0), not "enabled"',
  ],
  REQUIRE_WEB_BUILD: ["nope", 'REQUIRE_WEB_BUILD must be on or off (or true/false, yes/no, 1/0), not "nope"'],
  LOG_LEVEL: ["Info", 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not "Info"'],
  STRIPE_API_URL: ["ftp://x", 'STRIPE_API_URL must be an http(s) URL, not "ftp://x"'],
  STRIPE_APPLICATION_FEE_PERCENT: [
    "101",
    'STRIPE_APPLICATION_FEE_PERCENT must be a percentage from 0 to 100, such as 2.5, not "101"',
  ],
  PAYMENTS_TEST_GATEWAY: [
    "maybe",
    'PAYMENTS_TEST_GATEWAY must be on or off (or true/false, yes/no, 1/0), not "maybe"',
  ],
  RAZORPAY_API_URL: [
    "api.razorpay.com",
    'RAZORPAY_API_URL must be a URL such as https://api.razorpay.com, not "api.razorpay.com"',
  ],
  // Never repeated: the key is a secret, even when it is the wrong length.
  SECRETS_KEY: [
    "0123abcd",
    "SECRETS_KEY must be 32 random bytes as 64 hex digits or base64 (openssl rand -hex 32)",
  ],
};
const FREE_TEXT = [
  "DATA_DIR",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "NODE_ENV",
  "SESSION_SECRET",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
];

describe("every strict setting", () => {
  it("is either refused with a bad value below or free text", () => {
    expect([...Object.keys(REFUSED), ...FREE_TEXT].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it.each(Object.entries(REFUSED))(
    "%s: a bad value is refused, naming the setting and the value",
    (name, [bad, message]) => {
      expect(refusal({ [name]: bad }).problems).toEqual([message]);
    },
  );
});

describe("payments", () => {
  it("has no Stripe without its secret key, and the test gateway on except in production", () => {
    expect(parseConfig({}).payments).toEqual({
      stripe: null,
      testGateway: true,
      razorpay: { apiUrl: "https://api.razorpay.com" },
      secretsKey: null,
    });
    expect(parseConfig({ NODE_ENV: "production" }).payments.testGateway).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", PAYMENTS_TEST_GATEWAY: "on" }).payments.testGateway).toBe(
      true,
    );
    expect(parseConfig({ PAYMENTS_TEST_GATEWAY: "off" }).payments.testGateway).toBe(false);
  });

  it("reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and RAZORPAY_API_URL as an origin", () => {
    const key = Buffer.alloc(32, 9);
    expect(parseConfig({ SECRETS_KEY: key.toString("hex") }).payments.secretsKey).toEqual(key);
    expect(parseConfig({ SECRETS_KEY: key.toString("base64") }).payments.secretsKey).toEqual(key);
    expect(parseConfig({ RAZORPAY_API_URL: "http://127.0.0.1:4020/v1" }).payments.razorpay).toEqual({
      apiUrl: "http://127.0.0.1:4020",
    });
  });

  it("reads Stripe's settings, and never repeats the secret key", () => {
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_API_URL: "http://127.0.0.1:4010/",
        STRIPE_APPLICATION_FEE_PERCENT: "2.5",
      }).payments.stripe,
    ).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_1",
      apiUrl: "http://127.0.0.1:4010",
      applicationFeePercent: 2.5,
    });
    expect(parseConfig({ STRIPE_SECRET_KEY: "sk_test_123" }).payments.stripe?.apiUrl).toBe(
      "https://api.stripe.com",
    );
    const refused = refusal({ STRIPE_WEBHOOK_SECRET: "whsec_secret" });
    expect(refused.message).toBe(
      "STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take cards through Stripe",
    );
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("are off when neither is set, and read as given when both are", () => {
    expect(parseConfig({}).mail).toBeNull();
    expect(
      parseConfig({
        SMTP_URL: "smtps://apikey:s3cret@smtp.sendgrid.net:465",
        MAIL_FROM: "Orders <o@shop.example>",
      }).mail,
    ).toEqual({ smtpUrl: "smtps://apikey:s3cret@smtp.sendgrid.net:465", from: "Orders <o@shop.example>" });
    expect(parseConfig({ SMTP_URL: "smtp://mail:587", MAIL_FROM: "o@shop.example" }).mail?.from).toBe(
      "o@shop.example",
    );
  });

  it("refuses one without the other, another scheme, or a sender that is not an address, never repeating the password", () => {
    expect(refusal({ SMTP_URL: "smtp://mail:587" }).message).toBe(
      "SMTP_URL is set but MAIL_FROM is not: set the address mail is sent from",
    );
    expect(refusal({ MAIL_FROM: "o@shop.example" }).message).toBe(
      "MAIL_FROM is set but SMTP_URL is not: set both to send mail, or neither",
    );
    const wrong = refusal({ SMTP_URL: "http://u:s3cret@mail", MAIL_FROM: "o@shop.example" });
    expect(wrong.message).toBe(
      'SMTP_URL must start with smtp:// or smtps:// and name a host, not "http://mail"',
    );
    expect(wrong.message).not.toContain("s3cret");
    const notUrl = refusal({ SMTP_URL: "u:s3cret@mail:587", MAIL_FROM: "o@shop.example" });
    expect(notUrl.message).not.toContain("s3cret");
    expect(refusal({ SMTP_URL: "smtp://mail", MAIL_FROM: "orders" }).message).toMatch(/^MAIL_FROM must be/);
  });
});

describe("keepSessionSecret (the server's start)", () => {
  it("generates the session secret once and keeps it in DATA_DIR, creating the folder", () => {
    const dataDir = path.join(dir(), "new");
    const first = keepSessionSecret(parseConfig({ DATA_DIR: dataDir })).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(keepSessionSecret(parseConfig({ DATA_DIR: dataDir })).sessionSecret).toBe(first);
  });

  it("takes SESSION_SECRET when set, and writes no file", () => {
    const dataDir = dir();
    expect(keepSessionSecret(parseConfig({ DATA_DIR: dataDir, SESSION_SECRET: "set" })).sessionSecret).toBe(
      "set",
    );
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("leaves the secret to the database on PostgreSQL, so every process shares one, and writes no file", () => {
    const dataDir = dir();
    const onPostgres = { DATA_DIR: dataDir, DATABASE_URL: "postgres://x@y/z" };
    expect(keepSessionSecret(parseConfig(onPostgres)).sessionSecret).toBeNull();
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
    expect(keepSessionSecret(parseConfig({ ...onPostgres, SESSION_SECRET: "set" })).sessionSecret).toBe(
      "set",
    );
  });
});

describe("README's settings table", () => {
  it("lists exactly the settings the schema reads", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    // The first table under the heading, up to the blank line that ends it.
    const section = readme.split("\n## Settings (environment)\n")[1] ?? "";
    const table = section.slice(section.indexOf("| variable |")).split("\n\n")[0]!;
    const rows = table.split("\n").slice(2);
    const listed = rows.flatMap((row) =>
      [...row.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual([...new Set(listed)]);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });
});
