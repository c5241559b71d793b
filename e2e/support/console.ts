import { expect, type Page } from "@playwright/test";

/** What the browser logs for a response with this status. */
export const statusError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/** A missing store or product is answered 404. */
export const EXPECTED_404 = statusError(404);
/** A refused order (stock ran out, a taken email) is answered 409. */
export const EXPECTED_409 = statusError(409);

/**
 * Collects the console errors and uncaught errors of the pages it watches, but for those a test
 * expects (`allow`), so that a journey fails on any other.
 */
export class ConsoleWatcher {
  private readonly errors: string[] = [];
  private readonly allowed: RegExp[];

  constructor(allowed: RegExp[] = []) {
    this.allowed = [...allowed];
  }

  /** Expects these from now on in this test (a test that provokes a 404, say). */
  allow(...patterns: RegExp[]) {
    this.allowed.push(...patterns);
  }

  watch(page: Page) {
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (!this.allowed.some((re) => re.test(text))) this.errors.push(text);
    });
    page.on("pageerror", (err) => this.errors.push(err.message));
  }

  /** The errors so far, emptied: for a test that checks at a step of its own. */
  take(): string[] {
    return this.errors.splice(0);
  }

  expectNone() {
    expect(this.take(), "console errors").toEqual([]);
  }
}
