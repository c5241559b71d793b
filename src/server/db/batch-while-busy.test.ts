import { describe, expect, it } from "vitest";
import { batchWhileBusy } from "./batch-while-busy";

describe("batchWhileBusy", () => {
  it("sends the items of one tick together and those that came meanwhile together, each getting its own result", async () => {
    const batches: number[][] = [];
    const double = batchWhileBusy(async (items: number[]) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((n) => n * 2);
    }, 3);
    const first = Promise.all([double(1), double(2)]);
    await Promise.resolve(); // the first batch is on its way
    const results = await Promise.all([first, ...[3, 4, 5, 6, 7].map(double)]);
    expect(results).toEqual([[2, 4], 6, 8, 10, 12, 14]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
      [6, 7],
    ]);
    expect(await double(8)).toBe(16);
    expect(batches.at(-1)).toEqual([8]);
  });

  it("fails every item of a failed batch, and goes on with the next", async () => {
    let calls = 0;
    const send = batchWhileBusy(async (items: string[]) => {
      calls++;
      if (items.includes("bad")) throw new Error("refused");
      return items;
    }, 10);
    const first = send("ok");
    await Promise.resolve();
    const rest = [send("bad"), send("with bad")];
    expect(await first).toBe("ok");
    for (const p of rest) await expect(p).rejects.toThrow("refused");
    expect(await send("later")).toBe("later");
    expect(calls).toBe(3);
  });
});
