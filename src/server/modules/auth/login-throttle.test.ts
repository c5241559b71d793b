import { describe, expect, it } from "vitest";
import { createMemoryCounterStore } from "#server/limits/memory-counter-store";
import { LoginThrottle } from "./login-throttle";

function throttleAt(start = 0) {
  const clock = { now: start };
  const throttle = new LoginThrottle(
    createMemoryCounterStore(() => clock.now),
    3,
    1000,
  );
  return { clock, throttle };
}

describe("LoginThrottle", () => {
  it("locks an (email, IP) pair after N failures until its window ends", async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(0);
      await throttle.recordFailure("a@x.com", "1.1.1.1");
    }
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(1000);
    clock.now = 400;
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(600);
    clock.now = 999;
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(1);
    clock.now = 1000;
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(0);
  });

  it("never locks the owner's own address, or another account, because of someone else's failures", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 10; i++) await throttle.recordFailure("owner@x.com", "6.6.6.6");
    expect(await throttle.retryAfterMs("owner@x.com", "6.6.6.6")).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs("owner@x.com", "2.2.2.2")).toBe(0);
    expect(await throttle.retryAfterMs("other@x.com", "6.6.6.6")).toBe(0);
  });

  it("counts afresh after the window, and a success clears the count", async () => {
    const { clock, throttle } = throttleAt();
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    clock.now = 1000; // the first window is over: these two start a new one
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(0);
    await throttle.recordSuccess("a@x.com", "1.1.1.1");
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(0);
    await throttle.recordFailure("a@x.com", "1.1.1.1");
    expect(await throttle.retryAfterMs("a@x.com", "1.1.1.1")).toBe(1000);
  });
});

describe("LoginThrottle, by address", () => {
  async function lockOut(throttle: LoginThrottle, ip: string) {
    for (let i = 0; i < 3; i++) await throttle.recordFailure("a@x.com", ip);
  }

  it("counts an IPv6 client by its /64: another address of the subnet has no tries of its own", async () => {
    const { throttle } = throttleAt();
    await throttle.recordFailure("a@x.com", "2001:db8:1:2::1");
    await throttle.recordFailure("a@x.com", "2001:db8:1:2:ffff:ffff:ffff:fffe");
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8:1:2::abcd")).toBe(0);
    await throttle.recordFailure("a@x.com", "2001:0db8:0001:0002:0:0:0:9");
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8:1:2:1234::5")).toBe(1000);
  });

  it("does not lock the next /64 because of this one", async () => {
    const { throttle } = throttleAt();
    await lockOut(throttle, "2001:db8:1:2::1");
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8:1:2::2")).toBe(1000);
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8:1:3::1")).toBe(0);
  });

  it("counts an IPv4 address written as ::ffff:a.b.c.d as that IPv4 address", async () => {
    const { throttle } = throttleAt();
    await throttle.recordFailure("a@x.com", "::ffff:10.0.0.1");
    await throttle.recordFailure("a@x.com", "10.0.0.1");
    await throttle.recordFailure("a@x.com", "::FFFF:10.0.0.1");
    expect(await throttle.retryAfterMs("a@x.com", "10.0.0.1")).toBe(1000);
    expect(await throttle.retryAfterMs("a@x.com", "::ffff:10.0.0.1")).toBe(1000);
    expect(await throttle.retryAfterMs("a@x.com", "10.0.0.2")).toBe(0);
  });

  it("a success, and a new password, clear the count of the whole /64", async () => {
    const { throttle } = throttleAt();
    await lockOut(throttle, "2001:db8::1");
    await throttle.recordSuccess("a@x.com", "2001:db8::2");
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8::1")).toBe(0);
    await lockOut(throttle, "2001:db8::1");
    await throttle.liftLocks("a@x.com");
    expect(await throttle.retryAfterMs("a@x.com", "2001:db8::3")).toBe(0);
  });
});
