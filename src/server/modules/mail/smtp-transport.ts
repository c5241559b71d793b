import { createTransport } from "nodemailer";
import type { MailSettings } from "#server/config";

/** A rendered mail, ready to hand to the SMTP server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed per outbox row: a receiving server (or reader) can tell a resend from a new mail. */
  messageId: string;
  /** Images the HTML shows by `cid:` (the store's logo), so no mail app has to fetch them. */
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

/** What the worker sends through: SMTP here, a fake in unit tests. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why a send failed, as the worker's retry rule sees it. */
export interface SendFailure {
  /** The server refused this mail for good (a 5xx reply): retrying would be refused again. */
  permanent: boolean;
  /** No SMTP conversation at all (refused, timed out, DNS): the server is down, not this mail. */
  unreachable: boolean;
  /** One line for the operator, without the SMTP URL's credentials. */
  reason: string;
}

/**
 * Nodemailer over SMTP_URL. The worker sends one mail at a time (decision 0048), so one pooled
 * connection carries mail after mail: no new connection, greeting and TLS handshake for each.
 * Timeouts are long enough for a slow provider's greeting; the worker renews a mail's lease for as
 * long as its send takes (mail-worker.ts).
 */
export function smtpTransport(settings: MailSettings): MailTransport {
  const transporter = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from: settings.from, ...mail });
    },
    close: () => transporter.close(),
  };
}

const UNREACHABLE_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "EDNS", "ESOCKET", "ECONNREFUSED"]);

/** RFC 5321: a 5yz reply is permanent, except 503 (a bad sequence, fine on a new connection). */
export function describeFailure(err: unknown): SendFailure {
  const { code, responseCode, message } = (err ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode !== 503;
  const unreachable = responseCode === undefined && UNREACHABLE_CODES.has(code ?? "");
  const reason = [code, responseCode, message]
    .filter((part) => part !== undefined && part !== "")
    .join(" ")
    // A URL in an error message could carry the SMTP password: it never reaches a log or a table.
    .replace(/smtps?:\/\/\S+/gi, "smtp://…")
    .slice(0, 500);
  return { permanent, unreachable, reason: reason || "unknown error" };
}
