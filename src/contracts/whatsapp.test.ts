import { describe, expect, it } from "vitest";
import { customerOrderNumber } from "./order-statuses";
import { customerMessage, storeMessage, whatsappHref } from "./whatsapp";

describe("wa.me links", () => {
  it("carries the digits and the text, encoded", () => {
    expect(whatsappHref("12125550142", storeMessage("Bella Napoli", "#ABCD1234"))).toBe(
      "https://wa.me/12125550142?text=Hi%20Bella%20Napoli%2C%20about%20my%20order%20%23ABCD1234",
    );
    expect(whatsappHref("447911123456", "Café & co? 50% off")).toBe(
      "https://wa.me/447911123456?text=Caf%C3%A9%20%26%20co%3F%2050%25%20off",
    );
  });

  it("tells the customer their order's number, the store and the status, by first name", () => {
    const orderNumber = customerOrderNumber("0b6c2f1e-1111-4222-8333-9444abcd1234");
    expect(orderNumber).toBe("#ABCD1234");
    expect(
      customerMessage({
        customerName: " Jane  Doe ",
        orderNumber,
        storeName: "Bella Napoli",
        status: "confirmed",
      }),
    ).toBe("Hi Jane, your order #ABCD1234 from Bella Napoli is Confirmed.");
    expect(
      customerMessage({ customerName: " ", orderNumber, storeName: "Bella Napoli", status: "processing" }),
    ).toBe("Hi, your order #ABCD1234 from Bella Napoli is Processing.");
  });
});
