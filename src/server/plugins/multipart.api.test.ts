import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#tests/helpers/api-suite";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

const TOO_LARGE = { message: "Please select an image smaller than 5MB." };
const MB = 1024 * 1024;

/** A multipart body as a browser's FormData sends it: one file part named `field`. */
function multipart(field: string, data: Buffer) {
  const boundary = `----limit${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("upload size limits over real HTTP", () => {
  const t = useTestApp("pglite");
  let baseUrl: string;
  let headers: Record<string, string>;
  let client: TestClient;
  beforeAll(async () => {
    client = (await registerMerchant(t.app)).client;
    headers = await browserHeaders(client);
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  /** The signed-in client's cookie and CSRF token, for requests sent with fetch. */
  async function browserHeaders(client: TestClient) {
    const token = await client.token();
    const res = await client.get("/api/user");
    expect(res.statusCode).toBe(200);
    return { cookie: client.cookieHeader(), "x-csrf-token": token };
  }

  async function upload(size: number) {
    const { body, contentType } = multipart("image", Buffer.alloc(size, 7));
    const res = await fetch(`${baseUrl}/api/upload-image`, {
      method: "POST",
      headers: { ...headers, "content-type": contentType },
      body,
    });
    return { status: res.status, body: await res.json() };
  }

  /**
   * Sends the body in pieces with pauses between them, as a slow phone network delivers it: the
   * first piece ends exactly at the 5 MB limit, so the parser sees the excess only in a later one.
   */
  function uploadInPieces(pieces: Buffer[], contentType: string) {
    const url = new URL(`${baseUrl}/api/upload-image`);
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { ...headers, "content-type": contentType },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
        },
      );
      req.on("error", reject);
      const send = async () => {
        for (const piece of pieces) {
          req.write(piece);
          await new Promise((r) => setTimeout(r, 30));
        }
        req.end();
      };
      void send();
    });
  }

  it("refuses a file whose excess arrives in a later network packet than the limit", async () => {
    const { body, contentType } = multipart("image", Buffer.alloc(6 * MB, 7));
    const head = body.indexOf("\r\n\r\n") + 4;
    const atLimit = head + 5 * MB;
    for (let i = 0; i < 5; i++) {
      const pieces = [
        body.subarray(0, atLimit),
        body.subarray(atLimit, atLimit + 10),
        body.subarray(atLimit + 10),
      ];
      expect(await uploadInPieces(pieces, contentType)).toEqual({ status: 413, body: TOO_LARGE });
    }
  });

  it("refuses a 6 MB file with 413 and the spec's message, 20 times out of 20", async () => {
    for (let i = 0; i < 20; i++) expect(await upload(6 * MB)).toEqual({ status: 413, body: TOO_LARGE });
  });

  it("refuses files just over the limit and far over it the same way", async () => {
    for (const size of [5 * MB + 1, 5 * MB + 64 * 1024, 50 * MB]) {
      expect(await upload(size), `${size} bytes`).toEqual({ status: 413, body: TOO_LARGE });
    }
  });

  it.each([
    ["no boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc'],
    [
      "a cut-off body",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    ],
    ["JSON under a multipart type", "multipart/form-data; boundary=xyz", '{"image":"data"}'],
    [
      "headers that never end",
      "multipart/form-data; boundary=xyz",
      "--xyz\r\nContent-Disposition: form-data",
    ],
  ])("answers a malformed multipart body (%s) with 400 and a message", async (_name, contentType, body) => {
    const res = await client.request("POST", "/api/upload-image", body, {
      headers: { "content-type": contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^(The upload could not be read|Please select an image to upload)/);
  });
});
