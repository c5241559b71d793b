import { describe, expect, it } from "vitest";
import { createPrintQueue } from "./print-queue";

/** A print job the test finishes when it likes, as a merchant closes a print dialog. */
function dialogs() {
  const log: string[] = [];
  const open = new Map<string, () => void>();
  const printOne = (job: string) =>
    new Promise<void>((resolve, reject) => {
      log.push(`open ${job}`);
      open.set(job, () => {
        log.push(`close ${job}`);
        if (job === "broken") reject(new Error("no printer"));
        else resolve();
      });
    });
  return { log, printOne, close: (job: string) => open.get(job)!() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createPrintQueue", () => {
  it("prints one job at a time, in the order they came", async () => {
    const { log, printOne, close } = dialogs();
    const queue = createPrintQueue(printOne);
    const first = queue.add("A");
    const second = queue.add("B");
    await settle();
    expect(log).toEqual(["open A"]);
    close("A");
    await first;
    await settle();
    expect(log).toEqual(["open A", "close A", "open B"]);
    close("B");
    await second;
    expect(log).toEqual(["open A", "close A", "open B", "close B"]);
  });

  it("goes on after a job that failed", async () => {
    const { log, printOne, close } = dialogs();
    const queue = createPrintQueue(printOne);
    const failed = queue.add("broken");
    const next = queue.add("C");
    await settle();
    close("broken");
    await failed;
    await settle();
    close("C");
    await next;
    expect(log).toEqual(["open broken", "close broken", "open C", "close C"]);
  });
});
