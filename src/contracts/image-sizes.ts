/**
 * The widths an uploaded picture is also served in (`/uploads/<key>?w=<width>`, WebP), for the places
 * a shopper sees one, at 390 px phones and desktops with 2 device pixels per CSS pixel (decision
 * 0062): 160 a cart line or chooser (80 and 64 CSS px), 360 a card on a phone (two columns), 560 a
 * card on a desktop (four columns, 280 px), 720 the product page on a phone and an ad banner,
 * 1080 the product page on a desktop (half of the page). Only these: each is made once and kept.
 */
export const IMAGE_WIDTHS = [160, 360, 560, 720, 1080] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Our own uploaded pictures: only these have sized copies (demo art and outside links do not). */
export const RESIZABLE_UPLOAD = /^\/uploads\/[a-f0-9]{32}\.(?:webp|jpe?g|png|gif)$/;
