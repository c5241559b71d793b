import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  loadConfig,
  parseFileStorage,
  parseMailSettings,
  parsePublicUrl,
  parseTrustProxy,
} from "./config";

describe("loadConfig (runtime contract)", () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), "cfg-"));

  it("has working defaults", () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: undefined,
      demoData: true,
      merchantApproval: "auto",
    });
    expect(config.mapTileUrl).toContain("{z}");
    expect(config.clockStart).toBeNull();
  });

  it("starts the trading clock at APP_CLOCK_START, and refuses one that is not a date", () => {
    expect(loadConfig({ DATA_DIR: dir(), APP_CLOCK_START: "2026-05-05T16:00:00Z" }).clockStart).toBe(
      Date.parse("2026-05-05T16:00:00Z"),
    );
    expect(() => loadConfig({ DATA_DIR: dir(), APP_CLOCK_START: "noon" })).toThrow(
      'APP_CLOCK_START must be an ISO date and time, not "noon"',
    );
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: dir(),
      DATABASE_URL: "postgres://x@y/z",
      DEMO_DATA: "off",
      MERCHANT_APPROVAL: "manual",
      SESSION_SECRET: "s3cret",
      MAP_TILE_URL: "http://tiles/{z}/{x}/{y}.png",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://x@y/z",
      demoData: false,
      merchantApproval: "manual",
      sessionSecret: "s3cret",
      mapTileUrl: "http://tiles/{z}/{x}/{y}.png",
    });
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it("leaves the secret to the database on PostgreSQL, so every process shares one, and writes no file", () => {
    const dataDir = dir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://x@y/z" }).sessionSecret).toBeNull();
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://x@y/z", SESSION_SECRET: "set" })
        .sessionSecret,
    ).toBe("set");
  });

  it("trusts no proxy unless TRUST_PROXY says so: a hop count or a list of addresses and ranges", () => {
    for (const off of [undefined, "", "off", "false", "0", " no "]) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1, fd00::/8")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(parseTrustProxy("loopback,uniquelocal")).toEqual(["loopback", "uniquelocal"]);
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("refuses a TRUST_PROXY it cannot use safely, naming the setting", () => {
    for (const bad of ["true", "*", "evil.example", "10.0.0.0/8, nonsense", ","]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes PUBLIC_URL as an http(s) origin, or none", () => {
    expect(parsePublicUrl(undefined)).toBeNull();
    expect(parsePublicUrl("")).toBeNull();
    expect(parsePublicUrl("https://shop.example.com")).toBe("https://shop.example.com");
    expect(parsePublicUrl("https://shop.example.com/")).toBe("https://shop.example.com");
    expect(parsePublicUrl("http://localhost:3000")).toBe("http://localhost:3000");
    for (const bad of [
      "shop.example.com",
      "ftp://x.example",
      "https://x.example/store",
      "javascript:alert(1)",
    ]) {
      expect(() => parsePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_URL: "https://a.example/" }).publicUrl).toBe(
      "https://a.example",
    );
  });

  it("takes STORE_PRODUCT_LIMIT as a whole number, 10,000 by default", () => {
    expect(loadConfig({ DATA_DIR: dir() }).limits.productsPerStore).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dir(), STORE_PRODUCT_LIMIT: "250" }).limits.productsPerStore).toBe(250);
    for (const bad of ["0", "-5", "1.5", "lots"]) {
      expect(() => loadConfig({ DATA_DIR: dir(), STORE_PRODUCT_LIMIT: bad }), bad).toThrow(
        /STORE_PRODUCT_LIMIT/,
      );
    }
  });

  it("takes PUBLIC_CACHE_MB as a whole number of megabytes, 64 by default", () => {
    expect(loadConfig({ DATA_DIR: dir() }).publicCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_CACHE_MB: "8" }).publicCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ["0", "-1", "0.5", "64MB"]) {
      expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_CACHE_MB: bad }), bad).toThrow(/PUBLIC_CACHE_MB/);
    }
  });

  it("takes the rate limits from the environment, with today's values as defaults", () => {
    expect(loadConfig({ DATA_DIR: dir() }).limits).toMatchObject({
      loginPerIpPerMinute: 20,
      registerPerIpPerMinute: 10,
      loginFailuresPerEmail: 5,
      ordersPerIpPerMinute: 30,
      trackingLookupsPerIpPerMinute: 30,
      prescriptionUploadsPerIpPerMinute: 10,
    });
    const tuned = loadConfig({
      DATA_DIR: dir(),
      RATE_LIMIT_LOGIN_PER_MINUTE: "40",
      RATE_LIMIT_REGISTER_PER_MINUTE: "11",
      LOGIN_FAILURES_BEFORE_LOCK: "3",
      RATE_LIMIT_ORDERS_PER_MINUTE: "100000",
      RATE_LIMIT_TRACKING_PER_MINUTE: "60",
      RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE: "2",
    }).limits;
    expect(tuned).toMatchObject({
      loginPerIpPerMinute: 40,
      registerPerIpPerMinute: 11,
      loginFailuresPerEmail: 3,
      ordersPerIpPerMinute: 100_000,
      trackingLookupsPerIpPerMinute: 60,
      prescriptionUploadsPerIpPerMinute: 2,
    });
    expect(() => loadConfig({ DATA_DIR: dir(), RATE_LIMIT_ORDERS_PER_MINUTE: "0" })).toThrow(
      /RATE_LIMIT_ORDERS_PER_MINUTE/,
    );
  });

  it("turns map tiles off with MAP_TILE_URL=off", () => {
    expect(loadConfig({ DATA_DIR: dir(), MAP_TILE_URL: "off" }).mapTileUrl).toBe("");
  });

  it("serves metrics only with METRICS_ENABLED on", () => {
    expect(loadConfig({ DATA_DIR: dir() }).metricsEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), METRICS_ENABLED: "true" }).metricsEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), METRICS_ENABLED: "on" }).metricsEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), METRICS_ENABLED: "off" }).metricsEnabled).toBe(false);
  });

  it("requires a web build unless REQUIRE_WEB_BUILD is off (the API-only dev server)", () => {
    expect(loadConfig({ DATA_DIR: dir() }).requireWebBuild).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), REQUIRE_WEB_BUILD: "off" }).requireWebBuild).toBe(false);
  });

  it("keeps files in PostgreSQL when DATABASE_URL is set, on the disk otherwise, unless FILE_STORAGE says", () => {
    expect(loadConfig({ DATA_DIR: dir() }).fileStorage).toEqual({ driver: "disk" });
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: "postgres://x@y/z" }).fileStorage).toEqual({
      driver: "postgres",
    });
    expect(parseFileStorage({ DATABASE_URL: "postgres://x@y/z", FILE_STORAGE: " Disk " })).toEqual({
      driver: "disk",
    });
    expect(parseFileStorage({ FILE_STORAGE: "postgres" })).toEqual({ driver: "postgres" });
  });

  it("reads the S3 settings: region us-east-1 and virtual-hosted addressing unless told otherwise", () => {
    expect(parseFileStorage({ FILE_STORAGE: "s3", S3_BUCKET: "media" })).toEqual({
      driver: "s3",
      bucket: "media",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      parseFileStorage({
        FILE_STORAGE: "s3",
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
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
    const refused: [NodeJS.ProcessEnv, string][] = [
      [{ FILE_STORAGE: "dropbox" }, 'FILE_STORAGE must be postgres, disk or s3, not "dropbox"'],
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
    for (const [env, message] of refused) {
      expect(() => parseFileStorage(env)).toThrow(ConfigError);
      expect(() => parseFileStorage(env)).toThrow(message);
    }
    expect(() => loadConfig({ DATA_DIR: dir(), FILE_STORAGE: "ftp" })).toThrow(/FILE_STORAGE/);
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("are off when neither is set, and read as given when both are", () => {
    expect(parseMailSettings({})).toBeNull();
    expect(
      parseMailSettings({
        SMTP_URL: "smtps://apikey:s3cret@smtp.sendgrid.net:465",
        MAIL_FROM: "Orders <o@shop.example>",
      }),
    ).toEqual({ smtpUrl: "smtps://apikey:s3cret@smtp.sendgrid.net:465", from: "Orders <o@shop.example>" });
    expect(parseMailSettings({ SMTP_URL: "smtp://mail:587", MAIL_FROM: "o@shop.example" })?.from).toBe(
      "o@shop.example",
    );
  });

  it("refuses one without the other, another scheme, or a sender that is not an address, never repeating the password", () => {
    expect(() => parseMailSettings({ SMTP_URL: "smtp://mail:587" })).toThrow(/MAIL_FROM/);
    expect(() => parseMailSettings({ MAIL_FROM: "o@shop.example" })).toThrow(/SMTP_URL is not/);
    const wrong = () => parseMailSettings({ SMTP_URL: "http://u:s3cret@mail", MAIL_FROM: "o@shop.example" });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).not.toThrow(/s3cret/);
    expect(() => parseMailSettings({ SMTP_URL: "smtp://mail", MAIL_FROM: "orders" })).toThrow(
      /MAIL_FROM must be/,
    );
  });
});
