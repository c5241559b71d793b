// Renders the demo stores' pictures (src/web/public/demo/*.svg, their editable sources) to WebP
// beside them; the demo data points at the WebP copies. A browser draws each SVG picture as a
// small document of its own, on the page's main thread: a store page of them spent more of a
// phone's processor on its pictures than on the app (decision 0019). Photos are what real stores
// upload, and a WebP decodes off the main thread.
// Usage: node scripts/render-demo-pictures.mjs (commit the results)
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const dir = path.resolve(import.meta.dirname, "../src/web/public/demo");

for (const name of readdirSync(dir).filter((file) => file.endsWith(".svg"))) {
  // A logo shows at most 64 px wide (128 px on a sharp screen); pictures keep their size.
  const picture = sharp(path.join(dir, name));
  const sized = name.startsWith("logo-") ? picture.resize(128, 128) : picture;
  await sized.webp({ quality: 75 }).toFile(path.join(dir, name.replace(/\.svg$/, ".webp")));
}
console.log(`rendered ${dir}/*.svg to WebP`);
