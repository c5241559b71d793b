import { describe, expect, it } from "vitest";
import {
  CHECKOUT_HINTS,
  checkoutComplete,
  checkoutHints,
  customerEmail,
  EMPTY_CHECKOUT,
} from "./checkout-details";

const filled = {
  ...EMPTY_CHECKOUT,
  name: "Ann",
  phone: "+1 212-555-0199",
  address: "12 Analytical Way, New York",
};

describe("checkout details", () => {
  it("takes a name, a phone of 7 digits or more however written, and an address of more than one word", () => {
    expect(checkoutHints(filled)).toEqual({});
    expect(checkoutComplete(filled)).toBe(true);
    expect(checkoutHints({ ...filled, phone: "555 0100" })).toEqual({});
    expect(checkoutHints({ ...filled, address: "Flat 2\nRiver House" })).toEqual({});
  });

  it("asks for a longer phone number and a fuller address", () => {
    expect(checkoutHints({ ...filled, phone: "+1 555 12" })).toEqual({ phone: CHECKOUT_HINTS.phone });
    expect(checkoutHints({ ...filled, address: "  home  " })).toEqual({ address: CHECKOUT_HINTS.address });
    expect(checkoutComplete({ ...filled, phone: "12345" })).toBe(false);
    expect(checkoutComplete({ ...filled, address: "Downtown" })).toBe(false);
    expect(checkoutComplete({ ...filled, name: "  " })).toBe(false);
  });

  it("takes an email or none, but not half of one", () => {
    expect(checkoutComplete({ ...filled, email: " ann@example.com " })).toBe(true);
    expect(customerEmail({ ...filled, email: " ann@example.com " })).toEqual({ email: "ann@example.com" });
    expect(customerEmail({ ...filled, email: "   " })).toEqual({});
    expect(checkoutHints({ ...filled, email: "ann@example" })).toEqual({ email: CHECKOUT_HINTS.email });
    expect(checkoutComplete({ ...filled, email: "ann@" })).toBe(false);
  });

  it("a pickup needs no address, but still a name and a phone", () => {
    expect(checkoutComplete({ ...filled, address: "" }, false)).toBe(true);
    expect(checkoutComplete({ ...filled, address: "" })).toBe(false);
    expect(checkoutComplete({ ...filled, address: "", phone: "12345" }, false)).toBe(false);
  });
});
