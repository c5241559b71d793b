import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { routesOf } from "#tests/fuzz/routes";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { addMember, addOperator } from "#tests/helpers/staff";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

/**
 * Issue 47's table (decision 0070): who may call each console route. A merchant, a member of a
 * store's staff and an anonymous caller get the 404 of an unknown route on every one; support reads
 * and views as a merchant, and gets a 403 on every other write; an operator gets past every door.
 * A console route missing here fails the first test.
 */
const READS = [
  "GET /api/admin/me",
  "GET /api/admin/merchants",
  "GET /api/admin/merchants/:storeId",
  "GET /api/admin/stats",
  "GET /api/admin/mail/failed",
  "GET /api/admin/audit-log",
];
const SUPPORT_WRITES = ["POST /api/admin/merchants/:storeId/view-as", "POST /api/admin/view-as/end"];
const OPERATOR_WRITES = [
  "POST /api/admin/merchants/:storeId/approve",
  "POST /api/admin/merchants/:storeId/reject",
  "POST /api/admin/merchants/:storeId/suspend",
  "POST /api/admin/merchants/:storeId/reinstate",
  "POST /api/admin/mail/:mailId/retry",
];
const ALL = [...READS, ...SUPPORT_WRITES, ...OPERATOR_WRITES];

const webDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "console-web-"));
  writeFileSync(path.join(dir, "index.html"), TEST_INDEX_HTML);
  return dir;
};

describeOnDrivers("the operator console's doors", { webDir }, (t) => {
  const callers = {} as Record<"anonymous" | "owner" | "staff" | "support" | "operator", TestClient>;
  beforeAll(async () => {
    const owner = await registerMerchant(t.app);
    callers.anonymous = new TestClient(t.app);
    callers.owner = owner.client;
    callers.staff = (await addMember(t.app, t.database.db, owner.merchant.id, "manager")).client;
    callers.support = (await addOperator(t.app, t.database.db, "support")).client;
    callers.operator = (await addOperator(t.app, t.database.db, "operator")).client;
  });

  it("has an entry for every console route", () => {
    const console = routesOf(t.app)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => route.includes(" /api/admin/"));
    expect(console.sort()).toEqual([...ALL].sort());
  });

  const pathOf = (route: string) => route.split(" ")[1]!.replace(/:\w+/g, () => randomUUID());
  const call = (client: TestClient, route: string, path = pathOf(route)) => {
    const method = route.split(" ")[0] as "GET" | "POST";
    return client.request(method, path, method === "GET" ? undefined : {});
  };

  it.each(ALL)("%s: not there for a merchant, their staff or anyone signed out", async (route) => {
    for (const who of ["anonymous", "owner", "staff"] as const) {
      const path = pathOf(route);
      const res = await call(callers[who], route, path);
      expect.soft(res.statusCode, `${who}: ${route}`).toBe(404);
      // The answer of an address the server does not have, word for word.
      expect.soft(res.json().message, who).toBe(`Route ${route.split(" ")[0]} ${path} not found`);
    }
  });

  it.each(OPERATOR_WRITES)("%s: support may not, an operator may", async (route) => {
    const refused = await call(callers.support, route);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You do not have permission to change stores' standing or retry mail.",
    );
    const allowed = await call(callers.operator, route);
    // An unknown store or mail, or a missing reason: past the door.
    expect([400, 404]).toContain(allowed.statusCode);
    expect(allowed.json().message).not.toMatch(/^Route /);
  });

  it.each([...READS, ...SUPPORT_WRITES])("%s: support and operators get past the door", async (route) => {
    for (const who of ["support", "operator"] as const) {
      const res = await call(callers[who], route);
      expect.soft(res.statusCode, who).not.toBe(403);
      expect.soft(res.statusCode, who).toBeLessThan(500);
      if (res.statusCode === 404) expect.soft(res.json().message, who).not.toMatch(/^Route /);
    }
  });

  it("a malformed or unknown store or mail is the row's own 404 to an operator", async () => {
    for (const id of ["not-a-uuid", randomUUID()]) {
      const store = await callers.operator.get(`/api/admin/merchants/${id}`);
      expect(store.statusCode).toBe(404);
      expect(store.json().message).toBe("Store not found");
      const mail = await callers.operator.post(`/api/admin/mail/${id}/retry`, {});
      expect(mail.statusCode).toBe(404);
      expect(mail.json().message).toBe(
        "That mail is not waiting as failed: it may have been retried already.",
      );
    }
  });

  it("the console's page is a 404 for everyone but operators and support", async () => {
    for (const who of ["anonymous", "owner", "staff"] as const) {
      expect((await callers[who].get("/admin")).statusCode, who).toBe(404);
    }
    for (const who of ["support", "operator"] as const) {
      const page = await callers[who].get("/admin?tab=stores");
      expect(page.statusCode, who).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
