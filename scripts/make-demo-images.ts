// Writes the demo stores' placeholder artwork (SVG) into src/web/public/demo. Run: npx tsx scripts/make-demo-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { DEMO_STORES } from "#server/db/demo-data";

const out = "src/web/public/demo";
mkdirSync(out, { recursive: true });

const PALETTES: Record<string, [string, string][]> = {
  pharmacy: [
    ["#34d399", "#047857"],
    ["#6ee7b7", "#0f766e"],
    ["#a7f3d0", "#059669"],
    ["#5eead4", "#0e7490"],
  ],
  restaurant: [
    ["#fb923c", "#b91c1c"],
    ["#fcd34d", "#c2410c"],
    ["#fca5a5", "#9f1239"],
    ["#fdba74", "#92400e"],
  ],
  retail: [
    ["#c4b5fd", "#6d28d9"],
    ["#f0abfc", "#7e22ce"],
    ["#a5b4fc", "#4338ca"],
    ["#f9a8d4", "#9d174d"],
  ],
};

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (`${line} ${word}`.trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  return [...lines, line].slice(0, 3);
}

function card(
  w: number,
  h: number,
  [from, to]: [string, string],
  title: string,
  size: number,
  maxChars: number,
) {
  const lines = wrap(title, maxChars);
  const startY = h / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${w / 2}" y="${startY + i * size * 1.2}" font-size="${size}">${escapeXml(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.3}" fill="#fff" opacity=".12"/><circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.25}" fill="#fff" opacity=".1"/><g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</g></svg>\n`;
}

for (const store of DEMO_STORES) {
  const palette = PALETTES[store.businessType]!;
  store.products.forEach(([name], i) => {
    writeFileSync(
      `${out}/${store.businessType}-${i + 1}.svg`,
      card(400, 400, palette[i % palette.length]!, name, 34, 14),
    );
  });
  const initials = store.businessName
    .split(" ")
    .map((w) => w[0])
    .join("")
    .slice(0, 2);
  writeFileSync(`${out}/logo-${store.businessType}.svg`, card(128, 128, palette[0]!, initials, 52, 4));
  for (const [i, ad] of store.ads.entries()) {
    const file = ad.imageUrl.replace("/demo/", "");
    writeFileSync(`${out}/${file}`, card(800, 400, palette[(i + 1) % palette.length]!, ad.title, 52, 22));
  }
}
console.log("demo images written to", out);
