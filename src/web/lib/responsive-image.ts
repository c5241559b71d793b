import { IMAGE_WIDTHS, RESIZABLE_UPLOAD } from "#contracts/image-sizes";

/**
 * An `<img>`'s source: for our own uploads, with the WebP widths the server makes of them (`srcSet`)
 * and how wide the picture shows (`sizes`), so a phone fetches a card-sized copy, not the original;
 * the original stays the `src` (decision 0062). Demo art and outside links are left as they are.
 * `srcSet` comes before `src`: a browser given `src` first may start fetching it.
 */
export function imageProps(url: string, sizes: string): { srcSet?: string; sizes?: string; src: string } {
  if (!RESIZABLE_UPLOAD.test(url)) return { src: url };
  return { srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", "), sizes, src: url };
}
