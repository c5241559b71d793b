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

/** A tag's name at `at` (just after "<" or "</"), lower case, or "" when none starts there. */
function tagNameAt(lower: string, at: number): string {
  let end = at;
  while (end < lower.length && /[a-z0-9]/.test(lower[end]!)) end++;
  return /^[a-z]/.test(lower[at] ?? "") ? lower.slice(at, end) : "";
}

/** Elements that end a line where they open or close. */
const LINE_TAGS = new Set([
  "p",
  "div",
  "br",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "table",
  "blockquote",
  "section",
  "article",
  "pre",
]);
/** What a browser never shows: their content goes with them. */
const HIDDEN_TAGS = new Set(["script", "style"]);

/**
 * The text between the tags, with a line break for each line tag and a bullet for each list item.
 * One pass with indexOf, never a regular expression over the tags: an export's cell is the
 * merchant's file, and "<a<a<a..." without a ">" would make a backtracking pattern quadratic (a 10 MB
 * cell would hold a process for hours). A "<" with no ">" after it ends the markup: the rest is text.
 */
function stripTags(html: string): string {
  const lower = html.toLowerCase();
  let out = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open === -1) break;
    out += html.slice(at, open);
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const closing = html[open + 1] === "/";
    const name = tagNameAt(lower, open + (closing ? 2 : 1));
    const end = name ? html.indexOf(">", open) : -1;
    if (end === -1) {
      // Not a tag ("a < b", or a "<" never closed): text as written.
      out += "<";
      at = open + 1;
      if (name) {
        out += html.slice(at);
        at = html.length;
      }
      continue;
    }
    at = end + 1;
    if (!closing && HIDDEN_TAGS.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      const after = close === -1 ? -1 : html.indexOf(">", close);
      at = after === -1 ? html.length : after + 1;
    } else if (!closing && name === "li") out += "\n• ";
    else if (LINE_TAGS.has(name)) out += "\n";
  }
  return out + html.slice(at);
}

export function htmlToText(html: string): string {
  const firstTag = /<\/?[a-z]/i.exec(html);
  if (!firstTag || html.indexOf(">", firstTag.index) === -1) return decodeEntities(html).trim();
  return (
    decodeEntities(stripTags(html.replace(/\s+/g, " ")))
      .split("\n")
      .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
      .join("\n")
      // Blocks in a row (</li><li>, </p><p>) are one line break, not a blank line each.
      .replace(/\n{2,}/g, "\n")
      .trim()
  );
}
