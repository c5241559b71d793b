import type { TLanguage } from "../shopper-language";
import arMail from "./ar/mail.json";
import enMail from "./en/mail.json";
import esMail from "./es/mail.json";
import hiMail from "./hi/mail.json";

/**
 * The customer's mails' words (decision 0068): the server's alone, so not in the storefront's
 * catalogs. English is the catalog every other is checked against.
 */
export type MailMessageId = keyof typeof enMail;

// Typed as English's ids: a message missing from a language fails the type check.
const es: Record<MailMessageId, string> = esMail;
const hi: Record<MailMessageId, string> = hiMail;
const ar: Record<MailMessageId, string> = arMail;

export const MAIL_CATALOGS: Record<TLanguage, Record<MailMessageId, string>> = { en: enMail, es, hi, ar };
