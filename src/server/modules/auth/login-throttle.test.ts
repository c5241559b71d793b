import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle";

describe("LoginThrottle", () => {
  it("locks an email after N failures until the window passes; success clears", () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterMs("a@x.com")).toBe(0);
      throttle.recordFailure("a@x.com");
    }
    expect(throttle.retryAfterMs("a@x.com")).toBe(1000);
    expect(throttle.retryAfterMs("b@x.com")).toBe(0);
    now = 400;
    expect(throttle.retryAfterMs("a@x.com")).toBe(600);
    now = 1000;
    expect(throttle.retryAfterMs("a@x.com")).toBe(0);
    throttle.recordFailure("a@x.com");
    throttle.recordSuccess("a@x.com");
    throttle.recordFailure("a@x.com");
    throttle.recordFailure("a@x.com");
    expect(throttle.retryAfterMs("a@x.com")).toBe(0);
  });
});
