import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("gives helmet's headers, with the CSP built from our directives", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { "script-src": ["'self'", "'sha256-abc='"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc='");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
  });

  it("refuses a directive helmet refuses, at start rather than on a request", () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { "script-src": ["self"] } } }),
    ).toThrow();
  });
});
