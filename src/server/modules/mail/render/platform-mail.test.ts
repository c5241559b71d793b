import { describe, expect, it } from "vitest";
import type { MailStore } from "../mail-data-queries";
import { renderPlatformMail } from "./platform-mail";

const STORE = {
  id: "m-1",
  businessName: "Sunrise <Pharmacy>",
  customDisplayName: null,
  businessSlug: "sunrise",
  logoUrl: null,
  theme: "blue",
  contactPhone: null,
  address: null,
  timeZone: "UTC",
  locale: "en-US",
} satisfies MailStore;

describe("the platform's mail about a store (issue 47)", () => {
  it("tells a rejected store's merchant why, with the way back, the reason escaped in HTML", () => {
    const mail = renderPlatformMail(STORE, {
      notice: "rejected",
      reason: "Licence <missing>",
      url: "https://shop.example/auth",
    });
    expect(mail.subject).toBe("Sunrise <Pharmacy> was not approved");
    expect(mail.text).toContain("The reason: Licence <missing>");
    expect(mail.text).toContain("Go to the sign-in page: https://shop.example/auth");
    expect(mail.html).toContain("Licence &lt;missing&gt;");
    expect(mail.html).not.toContain("<missing>");
  });

  it("tells operators a store is waiting, with the queue's link", () => {
    const mail = renderPlatformMail(STORE, {
      notice: "store_waiting",
      reason: null,
      url: "https://shop.example/admin?tab=approvals",
    });
    expect(mail.subject).toBe("New store waiting for approval: Sunrise <Pharmacy>");
    expect(mail.text).toContain("Open the approvals queue: https://shop.example/admin?tab=approvals");
    expect(mail.text).not.toContain("The reason");
  });
});
