import { describe, expect, it } from "vitest";
import { originOf } from "#server/plugins/public-origin";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { absoluteUrl, buildHeadTags, clip, escapeHtml, injectHeadTags, type PageMeta } from "./og-tags";

const meta: PageMeta = {
  title: 'Joe\'s <Deli> & "Co"',
  description: "Fresh </title><script>alert(1)</script> bagels",
  url: "https://shop.example.com/microsite/joes-deli",
  image: "https://shop.example.com/uploads/a.png?x=1&y=2",
  type: "website",
  siteName: "Joe's",
};

describe("og tags", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeHtml("plain text")).toBe("plain text");
  });

  it("builds title, description, Open Graph and Twitter tags with every value escaped", () => {
    const tags = buildHeadTags(meta);
    expect(tags).toContain("<title>Joe&#39;s &lt;Deli&gt; &amp; &quot;Co&quot;</title>");
    expect(tags).toContain(
      '<meta name="description" content="Fresh &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; bagels" />',
    );
    expect(tags).toContain(
      '<meta property="og:title" content="Joe&#39;s &lt;Deli&gt; &amp; &quot;Co&quot;" />',
    );
    expect(tags).toContain('<meta property="og:type" content="website" />');
    expect(tags).toContain(
      '<meta property="og:url" content="https://shop.example.com/microsite/joes-deli" />',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://shop.example.com/uploads/a.png?x=1&amp;y=2" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toMatch(/<script>|<\/title><script/);
  });

  it("uses a small card and no image tags when there is no image", () => {
    const tags = buildHeadTags({ ...meta, image: null });
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain("og:image");
    expect(tags).not.toContain("twitter:image");
  });

  it("adds product price tags", () => {
    const tags = buildHeadTags({ ...meta, type: "product", priceAmount: "9.99" });
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).toContain('<meta property="product:price:amount" content="9.99" />');
    expect(tags).toContain('<meta property="product:price:currency" content="USD" />');
  });

  it("replaces the default title, description and og tags inside <head> only", () => {
    const html = injectHeadTags(TEST_INDEX_HTML, meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain("StoreLaunch - Your Business");
    expect(html).not.toContain("Create an online store in minutes.");
    expect(html).not.toContain("Default OG");
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<body>\n    <div id="root"></div>\n  </body>');
  });

  it("inserts replacement-pattern text literally", () => {
    const html = injectHeadTags(TEST_INDEX_HTML, { ...meta, title: "Save $& and $1 and $' today" });
    expect(html).toContain("<title>Save $&amp; and $1 and $&#39; today</title>");
  });

  it("leaves HTML without a </head> untouched", () => {
    expect(injectHeadTags("<p>hi</p>", meta)).toBe("<p>hi</p>");
  });

  it("clips long descriptions on whitespace-collapsed text", () => {
    expect(clip("  a \n b  ")).toBe("a b");
    const long = clip("x".repeat(500), 200);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
  });

  it("builds the origin from protocol and host, refusing a malformed host", () => {
    expect(originOf({ protocol: "https", host: "shop.example.com" })).toBe("https://shop.example.com");
    expect(originOf({ protocol: "http", host: "localhost:3000" })).toBe("http://localhost:3000");
    expect(originOf({ protocol: "http", host: "[::1]:3000" })).toBe("http://[::1]:3000");
    expect(originOf({ protocol: "javascript", host: 'evil.com"><script>' })).toBe("http://localhost");
  });

  it("makes image paths absolute and drops anything that is not a web URL", () => {
    const origin = "https://shop.example.com";
    expect(absoluteUrl(origin, "/uploads/a.png")).toBe("https://shop.example.com/uploads/a.png");
    expect(absoluteUrl(origin, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(absoluteUrl(origin, "//cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(absoluteUrl(origin, "javascript:alert(1)")).toBeNull();
    expect(absoluteUrl(origin, "data:image/png;base64,AAAA")).toBeNull();
    expect(absoluteUrl(origin, null)).toBeNull();
  });
});
