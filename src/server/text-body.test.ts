import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pickEncoding, TextBody } from "#server/text-body";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["gzip;q=0, br;q=0", null],
    ["gzip;q=abc", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("TextBody", () => {
  const text = JSON.stringify({
    products: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Product ${i}` })),
  });

  it("gives each client the copy it takes, compressed once per encoding", () => {
    const body = new TextBody(text);
    const br = body.for("gzip, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.payload as Buffer).toString()).toBe(text);
    expect(body.for("br").payload).toBe(br.payload);
    const gz = body.for("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.payload as Buffer).toString()).toBe(text);
    expect(body.for(undefined)).toEqual({ encoding: null, payload: text });
  });

  it("sends an answer under 1 KB as it is", () => {
    expect(new TextBody('{"a":1}').for("br")).toEqual({ encoding: null, payload: '{"a":1}' });
  });

  it("counts its UTF-8 bytes for a cache, with room for its compressed copies above 1 KB", () => {
    expect(new TextBody('"é"').bytes).toBe(4);
    const body = new TextBody(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => `item ${i}`) }));
    expect(body.bytes).toBe(2 * body.text.length);
    const br = body.for("br").payload.length;
    const gzip = body.for("gzip").payload.length;
    expect(body.text.length + br + gzip).toBeLessThanOrEqual(body.bytes);
  });
});
