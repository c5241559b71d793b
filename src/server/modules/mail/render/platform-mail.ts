import { findTheme } from "#contracts/themes";
import type { MailStore } from "../mail-data-queries";
import { escapeHtml, htmlLines, mailHtml } from "./mail-html";
import type { RenderedMail } from "./render-mail";

/** What the platform tells a store's merchant, or its operators, about the store (issue 47). */
export const PLATFORM_NOTICES = ["approved", "rejected", "suspended", "reinstated", "store_waiting"] as const;
export type PlatformNotice = (typeof PLATFORM_NOTICES)[number];

const isNotice = (value: string | null | undefined): value is PlatformNotice =>
  (PLATFORM_NOTICES as readonly string[]).includes(value ?? "");

interface Words {
  subject: string;
  heading: string;
  lines: string[];
  action: string;
}

const WORDS: Record<PlatformNotice, (name: string, reason: string | null) => Words> = {
  approved: (name) => ({
    subject: `${name} is approved and live`,
    heading: "Your store is live",
    lines: [`${name} is approved: shoppers can find it and order from it now.`],
    action: "Open your dashboard",
  }),
  rejected: (name, reason) => ({
    subject: `${name} was not approved`,
    heading: "Your store was not approved",
    lines: [
      `We could not approve ${name}.`,
      reason ? `The reason: ${reason}` : "",
      "Reply to this mail with what is missing or corrected, to have your store reviewed again.",
    ],
    action: "Go to the sign-in page",
  }),
  suspended: (name, reason) => ({
    subject: `${name} is suspended`,
    heading: "Your store is suspended",
    lines: [
      `${name} is suspended: shoppers cannot see it or order from it.`,
      reason ? `The reason: ${reason}` : "",
      "You can still sign in, work your open orders and export them. Reply to this mail to have it restored.",
    ],
    action: "Open your dashboard",
  }),
  reinstated: (name) => ({
    subject: `${name} is live again`,
    heading: "Your store is live again",
    lines: [`${name} is reinstated: shoppers can find it and order from it again.`],
    action: "Open your dashboard",
  }),
  store_waiting: (name) => ({
    subject: `New store waiting for approval: ${name}`,
    heading: "A store is waiting for approval",
    lines: [`${name} registered and is waiting for approval.`],
    action: "Open the approvals queue",
  }),
};

/**
 * A platform notice (issue 47): the payload holds which (`notice`), the operator's `reason` and the
 * link (`url`); the store's name is read as the mail is sent.
 */
export function renderPlatformMail(store: MailStore, payload: Record<string, string | null>): RenderedMail {
  const notice = isNotice(payload.notice) ? payload.notice : "approved";
  const name = store.customDisplayName || store.businessName;
  const words = WORDS[notice](name, payload.reason ?? null);
  const lines = words.lines.filter(Boolean);
  const url = payload.url ?? "";
  const html = mailHtml({
    storeName: "Storefront",
    color: findTheme(store.theme).primary,
    logoSrc: null,
    preheader: lines[0] ?? words.heading,
    heading: words.heading,
    blocks: lines.map((line) => `<p style="margin:0">${htmlLines(line)}</p>`),
    action: { label: words.action, url },
    footer: escapeHtml("Storefront: the platform your store runs on."),
  });
  const text = [words.heading, "", ...lines.flatMap((line) => [line, ""]), `${words.action}: ${url}`].join(
    "\n",
  );
  return { subject: words.subject, text, html };
}
