import { describe, expect, it } from "vitest";
import { feeAmount, readScheduledOrdersForm, toScheduledOrdersForm, wholeNumber } from "./offer-form";

describe("the offer cards' fields", () => {
  it("reads whole numbers in a range, and names the range otherwise", () => {
    expect(wholeNumber(" 45 ", 0, 1440)).toEqual({ value: 45 });
    expect(wholeNumber("0", 0, 14)).toEqual({ value: 0 });
    for (const text of ["", "4.5", "-1", "15", "1e1", "abc"]) {
      expect(wholeNumber(text, 0, 14)).toEqual({ error: "Enter a whole number from 0 to 14" });
    }
  });

  it("reads a fee: blank is free, more than 2 decimals or too large is refused", () => {
    expect(feeAmount("3.5", "USD")).toEqual({ value: "3.5" });
    expect(feeAmount("  ", "USD")).toEqual({ value: "0" });
    expect(feeAmount("99999999.99", "USD")).toEqual({ value: "99999999.99" });
    for (const text of ["-1", "abc", "1.234", "100000000", "$3"]) {
      expect(feeAmount(text, "USD").error).toBe("Enter an amount like 3.50 (0 for free delivery)");
    }
  });

  it("reads a fee in the store's currency: whole yen, three decimals of dinar", () => {
    expect(feeAmount("350", "JPY")).toEqual({ value: "350" });
    expect(feeAmount("3.5", "JPY").error).toBe("Enter an amount like 350 (0 for free delivery)");
    expect(feeAmount("3.25", "KWD")).toEqual({ value: "3.25" });
    expect(feeAmount("3.2501", "KWD").error).toBe("Enter an amount like 3.500 (0 for free delivery)");
  });

  it("turns the saved orders for later into the form and back; blank orders per slot is no limit", () => {
    const saved = { enabled: true, slotMinutes: 15, leadMinutes: 45, daysAhead: 7, ordersPerSlot: null };
    const form = toScheduledOrdersForm(saved);
    expect(form).toEqual({
      enabled: true,
      slotMinutes: 15,
      leadMinutes: "45",
      daysAhead: "7",
      ordersPerSlot: "",
    });
    expect(readScheduledOrdersForm(form)).toEqual({ settings: saved });
    expect(readScheduledOrdersForm({ ...form, ordersPerSlot: "10" })).toEqual({
      settings: { ...saved, ordersPerSlot: 10 },
    });
  });

  it("says which fields are wrong", () => {
    const form = { enabled: true, slotMinutes: 30, leadMinutes: "1441", daysAhead: "15", ordersPerSlot: "0" };
    expect(readScheduledOrdersForm(form)).toEqual({
      errors: {
        leadMinutes: "Enter a whole number from 0 to 1440",
        daysAhead: "Enter a whole number from 0 to 14",
        ordersPerSlot: "Enter a whole number from 1 to 1000, or leave it blank for no limit",
      },
    });
  });
});
