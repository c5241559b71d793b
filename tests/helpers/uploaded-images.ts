import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A PNG of one colour: each colour is a different file, so two uploads never share one. */
export const solidPng = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Whether the file behind an uploaded image's `/uploads/…` URL is still in the app's public storage. */
export const storedPublicly = (dataDir: string, url: string) =>
  existsSync(path.join(dataDir, "uploads", "public", path.basename(url)));
