import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText } from "./html-to-text";

describe("htmlToText", () => {
  it("strips tags and makes paragraphs, line breaks and list items lines", () => {
    expect(
      htmlToText(
        '<p>Soft <strong>cotton</strong> tee.</p>\n<ul>\n  <li>100% cotton</li><li class="x">Machine wash</li>\n</ul><p>Line one<br/>Line two</p><h2>Care</h2>Cold water',
      ),
    ).toBe("Soft cotton tee.\n• 100% cotton\n• Machine wash\nLine one\nLine two\nCare\nCold water");
  });

  it("decodes named and numeric entities, leaving unknown ones and control characters as written", () => {
    expect(decodeEntities("Fish &amp; chips &ndash; &#8364;5 &#x1F355; &nbsp;&bogus; &#7;")).toBe(
      "Fish & chips – €5 🍕  &bogus; &#7;",
    );
  });

  it("drops scripts, styles and comments with their content", () => {
    expect(htmlToText("<style>p{color:red}</style><p>Hi<!-- note --></p><script>alert(1)</script>")).toBe(
      "Hi",
    );
  });

  it("keeps a plain text body's own line breaks; in HTML a source line break is a space", () => {
    expect(htmlToText("First line\nSecond &amp; last")).toBe("First line\nSecond & last");
    expect(htmlToText("<p>One\nparagraph</p>")).toBe("One paragraph");
  });

  it("decodes entities only after the tags are gone, so &lt;b&gt; stays text", () => {
    expect(htmlToText("<p>Use &lt;b&gt; for bold</p>")).toBe("Use <b> for bold");
  });
});

describe("htmlToText on a hostile cell", () => {
  it("reads markup that never closes in one pass, keeping a stray '<' as text", () => {
    // Each of these made the earlier regular expressions quadratic: seconds per 20 KB, hours per 10 MB.
    const n = 200_000;
    expect(htmlToText(`<p>${"<a".repeat(n)}`)).toHaveLength(2 * n);
    expect(htmlToText(`<p>x</p>${"<!--".repeat(n)}`)).toBe("x");
    expect(htmlToText(`<p>x</p>${"<script>".repeat(n)}`)).toBe("x");
    expect(htmlToText("<p>1 < 2 and 3 > 2</p>")).toBe("1 < 2 and 3 > 2");
  });
});
