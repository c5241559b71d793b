/**
 * A product description written in HTML (Shopify's Body (HTML), WooCommerce's Description) as the
 * plain text our products hold: tags stripped, entities decoded, a paragraph, line break, list item
 * (with a bullet), heading or table row as one line break. Text without tags keeps its own line breaks; in HTML a line
 * break in the source is only a space, as a browser shows it.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
};

/** A code point an entity may name: not a control character, not past Unicode. */
const printable = (code: number) =>
  Number.isInteger(code) && code >= 0x20 && code <= 0x10ffff && code !== 0x7f;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return printable(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const HAS_TAG = /<\/?[a-z][^>]*>/i;
/** Elements that end a line where they open or close. */
const LINE_TAGS = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|pre)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  if (!HAS_TAG.test(html)) return decodeEntities(html).trim();
  const text = html
    // What a browser never shows: comments, scripts and styles with their content.
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/\s+/g, " ")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(LINE_TAGS, "\n")
    .replace(/<[^>]*>/g, "");
  return (
    decodeEntities(text)
      .split("\n")
      .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
      .join("\n")
      // Blocks in a row (</li><li>, </p><p>) are one line break, not a blank line each.
      .replace(/\n{2,}/g, "\n")
      .trim()
  );
}
