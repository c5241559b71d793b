import { describe, expect, it } from "vitest";
import type { MailStore } from "../mail-data-queries";
import { renderInviteMail } from "./invite-mail";

const store = {
  id: "m1",
  businessName: "Bella Napoli",
  customDisplayName: null,
  businessSlug: "bella-napoli",
  logoUrl: null,
  theme: "red",
  contactPhone: null,
  address: null,
  timeZone: "America/New_York",
} as MailStore;

const URL = "https://stores.example.org/invite/abc_DEF-123";

describe("a staff invite's mail (issue 43)", () => {
  it("names the store, the role and who invited, and carries the link", () => {
    const mail = renderInviteMail(store, { url: URL, role: "kitchen", invitedBy: "Gino <b>" });
    expect(mail.subject).toBe("You're invited to join Bella Napoli on Storefront");
    expect(mail.text).toContain("Gino <b> invited you to join Bella Napoli's team on Storefront as Kitchen.");
    expect(mail.text).toContain(`Accept the invite: ${URL}`);
    expect(mail.text).toContain("expires after 7 days");
    expect(mail.html).toContain(`href="${URL}"`);
    // What came from people is escaped in the HTML.
    expect(mail.html).toContain("Gino &lt;b&gt;");
    expect(mail.html).not.toContain("Gino <b>");
  });

  it("reads without an inviter's name", () => {
    expect(renderInviteMail(store, { url: URL, role: "manager", invitedBy: null }).text).toContain(
      "You are invited to join Bella Napoli's team on Storefront as Manager.",
    );
  });
});
