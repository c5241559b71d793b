import sharp from "sharp";
import { type FileStorage, publicKeyOf } from "#server/storage/file-storage";

export interface MailLogo {
  /** The <img> source: `cid:…` for an attached file, or an absolute URL. */
  src: string;
  attachment: { filename: string; content: Buffer; cid: string; contentType: string } | null;
}

/** Logos are small on screen; a bigger file only slows the mail down. */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/**
 * The store's logo for a mail. An uploaded one is attached as a 96 px PNG (every mail app shows a
 * PNG, not all show WebP, and none has to fetch it from us); the demo's art and outside images are
 * linked by absolute URL. No logo, or one that cannot be read: null, and the mail goes without it.
 */
export async function mailLogo(
  storage: FileStorage,
  logoUrl: string | null,
  baseUrl: string,
  storeId: string,
): Promise<MailLogo | null> {
  if (!logoUrl) return null;
  const key = publicKeyOf(logoUrl);
  if (!key) {
    if (/^https:\/\//i.test(logoUrl)) return { src: logoUrl, attachment: null };
    return logoUrl.startsWith("/") ? { src: `${baseUrl}${logoUrl}`, attachment: null } : null;
  }
  try {
    const stored = await storage.open("public", key);
    if (!stored || stored.size > MAX_LOGO_BYTES) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const content = await sharp(Buffer.concat(chunks)).resize(96, 96, { fit: "cover" }).png().toBuffer();
    const cid = `logo-${storeId}@storefront`;
    return {
      src: `cid:${cid}`,
      attachment: { filename: "logo.png", content, cid, contentType: "image/png" },
    };
  } catch {
    return null;
  }
}
