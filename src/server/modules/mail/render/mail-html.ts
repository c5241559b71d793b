import { directionOf } from "#contracts/shopper-language";
import type { TLanguage } from "#contracts/store-locale";

/**
 * The HTML every mail is drawn in: one centred column, inline styles and tables only (what mail
 * apps render alike), system fonts, and text sizes that stay readable on a phone without zooming.
 */

/** Everything from the store or the customer goes through this before it is put in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Multi-line text (an address, notes) as HTML lines. */
export const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

export interface MailFrame {
  storeName: string;
  /** #RRGGBB: the store's theme colour, for the header band and the button. */
  color: string;
  /** An image source: `cid:…` for an attached logo, an https URL, or null for none. */
  logoSrc: string | null;
  /** Shown by mail apps beside the subject; not visible in the body. */
  preheader: string;
  heading: string;
  /** Already-escaped HTML blocks, in order. */
  blocks: string[];
  action: { label: string; url: string } | null;
  footer: string;
  /** The mail's language: its `lang`, and right to left for Arabic. English when left out. */
  language?: TLanguage;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The side a line ends on: the right, or the left in a right-to-left language (Arabic). */
export const endSide = (language: TLanguage = "en") => (directionOf(language) === "rtl" ? "left" : "right");

export function mailHtml(frame: MailFrame): string {
  const language = frame.language ?? "en";
  const rtl = directionOf(language) === "rtl";
  // Mail apps drop <html>'s attributes (Gmail): the column says its direction too.
  const dir = rtl ? ' dir="rtl"' : "";
  const end = endSide(language);
  const logo = frame.logoSrc
    ? `<img src="${escapeHtml(frame.logoSrc)}" alt="" width="48" height="48" style="display:block;width:48px;height:48px;border-radius:8px;object-fit:cover;background:#ffffff">`
    : "";
  const action = frame.action
    ? `<tr><td style="padding:8px 24px 24px"><table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:${frame.color}"><a href="${escapeHtml(frame.action.url)}" style="display:inline-block;padding:14px 22px;font:600 16px ${FONT};color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(frame.action.label)}</a></td></tr></table></td></tr>`
    : "";
  const blocks = frame.blocks
    .map((block) => `<tr><td style="padding:0 24px 16px">${block}</td></tr>`)
    .join("");
  return `<!doctype html>
<html lang="${language}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(frame.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">
<table role="presentation"${dir} width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;font:16px/1.5 ${FONT};color:#111827">
<tr><td style="background:${frame.color};padding:16px 24px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>${logo ? `<td style="padding-${end}:12px">${logo}</td>` : ""}<td style="font:700 20px ${FONT};color:#ffffff">${escapeHtml(frame.storeName)}</td></tr></table></td></tr>
<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font:700 22px/1.3 ${FONT};color:#111827">${escapeHtml(frame.heading)}</h1></td></tr>
${blocks}
${action}
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font:13px/1.5 ${FONT};color:#6b7280">${frame.footer}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** Label/value rows (Customer, Phone, …) as a two-column table. */
export function detailRows(rows: [label: string, valueHtml: string][], language: TLanguage = "en"): string {
  // The label's gap is on its end side.
  const gap = endSide(language) === "left" ? "4px 0 4px 12px" : "4px 12px 4px 0";
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:${gap};color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top">${value}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px">${cells}</table>`;
}
