// Writes the installable dashboard's icons (PNG, 192 and 512) into src/web/public/icons from the
// favicon's shopping bag, and the pages' own icon (src/web/public/favicon.png) from favicon.svg.
// Run: npx tsx scripts/make-app-icons.ts
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";

const out = "src/web/public/icons";
mkdirSync(out, { recursive: true });

// Full-bleed background, the bag inside the middle 60%: a launcher's mask (a circle, a squircle)
// may cut up to the outer 10% on each side of a maskable icon, so the bag survives any of them.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#3B82F6"/>
  <g transform="translate(4.8 4.3) scale(0.7)">
    <path d="M8 13h16l-1.5 11h-13z" fill="#fff"/>
    <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/>
  </g>
</svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(icon), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/icon-${size}.png`);
}

// The icon the pages name is a PNG (decision 0074): Chromium reads a page's icon on the page's own
// main thread, and an SVG one builds a document of its own there (10 to 17 ms on a desktop) just
// as a shopper's phone is busiest. 64 px: sharp in a tab at any density.
await sharp(readFileSync("src/web/public/favicon.svg"), { density: (72 * 64) / 32 })
  .resize(64, 64)
  .png({ compressionLevel: 9 })
  .toFile("src/web/public/favicon.png");
