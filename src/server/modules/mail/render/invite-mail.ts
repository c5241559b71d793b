import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type TRole } from "#contracts/staff";
import { findTheme } from "#contracts/themes";
import type { MailStore } from "../mail-data-queries";
import { escapeHtml, mailHtml } from "./mail-html";
import type { RenderedMail } from "./render-mail";

const isRole = (value: string | null | undefined): value is TRole =>
  (ROLES as readonly string[]).includes(value ?? "");

/**
 * A store's invite to join its team (issue 43, decision 0059): the store, the role and the link,
 * which works once and for 7 days. The payload holds the link (`url`), the role and who invited.
 */
export function renderInviteMail(store: MailStore, payload: Record<string, string | null>): RenderedMail {
  const name = store.customDisplayName || store.businessName;
  const role = isRole(payload.role) ? payload.role : "orders";
  const url = payload.url ?? "";
  const by = payload.invitedBy ? `${payload.invitedBy} invited you` : "You are invited";
  const intro = `${by} to join ${name}'s team on Storefront as ${ROLE_LABELS[role]}.`;
  const what = `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`;
  const expiry = "The link works once and expires after 7 days.";
  const heading = `Join ${name}`;
  const html = mailHtml({
    storeName: name,
    color: findTheme(store.theme).primary,
    logoSrc: null,
    preheader: intro,
    heading,
    blocks: [intro, what, expiry].map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`),
    action: { label: "Accept the invite", url },
    footer: "If you did not expect this invite, you can ignore this mail.",
  });
  const text = [name, "", heading, "", intro, "", what, "", `Accept the invite: ${url}`, "", expiry].join(
    "\n",
  );
  return { subject: `You're invited to join ${name} on Storefront`, text, html };
}
