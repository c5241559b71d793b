import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { ImageWidth } from "#contracts/image-sizes";
import { IMMUTABLE, MemoryFile } from "#server/static-files/memory-file";
import { contentTypeOf, type FileStorage } from "./file-storage";

/** Lower than an upload's 82: a sized copy is seen smaller, where the difference does not show. */
const VARIANT_QUALITY = 78;
const MAX_INPUT_PIXELS = 50_000_000;

/** The ETag of a public file, or of one of its sizes: its key's hash needs no read to be known. */
export const uploadEtag = (key: string, width: ImageWidth | null) =>
  `"${key.slice(0, key.indexOf("."))}${width ? `-w${width}` : ""}"`;

/** What a sized copy of a file that is no picture (a PDF) is. */
export const NOT_AN_IMAGE = Symbol("not an image");

/**
 * Public files (product pictures, logos, ads) and their sized WebP copies, kept in memory by bytes
 * (UPLOADS_CACHE_MB), least recently used first out, in front of the storage driver. Safe for ever:
 * the bytes under a public key never change. A miss reads the storage once however many requests
 * wait for it. Private files (prescriptions) never come here.
 */
export class PublicFiles {
  private readonly files: LRUCache<string, MemoryFile>;
  private readonly loading = new Map<string, Promise<MemoryFile | null>>();
  /**
   * The storage the rest of the app uses: the same, except that a public file it removes (nothing
   * shows it any more) is no longer served from memory either.
   */
  readonly storage: FileStorage;

  constructor(
    private readonly base: FileStorage,
    maxBytes: number,
    private readonly warn: (message: string, error: unknown) => void = () => {},
  ) {
    this.files = new LRUCache({ maxSize: maxBytes, sizeCalculation: (file) => file.bytes || 1 });
    this.storage = {
      driver: base.driver,
      description: base.description,
      put: (...args) => base.put(...args),
      open: (...args) => base.open(...args),
      remove: async (visibility, key, options) => {
        await base.remove(visibility, key, options);
        if (visibility === "public") this.forget(key);
      },
      list: (visibility) => base.list(visibility),
    };
  }

  /** The stored file, or null when there is none. */
  original(key: string): Promise<MemoryFile | null> {
    return this.once(key, async () => {
      const stored = await this.base.open("public", key);
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
      return new MemoryFile(contentTypeOf(key), IMMUTABLE, Buffer.concat(chunks), {}, uploadEtag(key, null));
    });
  }

  /**
   * The picture at most `width` pixels wide, as WebP, made from the stored original (which is left
   * as it is); null when there is no such file.
   */
  async sized(key: string, width: ImageWidth): Promise<MemoryFile | null | typeof NOT_AN_IMAGE> {
    if (!contentTypeOf(key).startsWith("image/")) return NOT_AN_IMAGE;
    return this.once(`${key}?w=${width}`, async () => {
      const original = await this.original(key);
      if (!original) return null;
      const { body, type } = await this.resize(key, original, width);
      return new MemoryFile(type, IMMUTABLE, body, {}, uploadEtag(key, width));
    });
  }

  private async resize(key: string, original: MemoryFile, width: ImageWidth) {
    const same = { body: original.body, type: original.contentType };
    try {
      const image = sharp(original.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
      const { width: own = 0, format } = await image.metadata();
      // Already as small, and WebP (as every upload since they were re-encoded): the same bytes.
      if (own <= width && format === "webp") return same;
      const body = await image
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
      return { body, type: "image/webp" };
    } catch (error) {
      // A stored file sharp cannot read: the shopper still gets the picture, at its own size.
      this.warn(`uploads: cannot make the ${width} px copy of ${key}; sending the original`, error);
      return same;
    }
  }

  private once(cacheKey: string, load: () => Promise<MemoryFile | null>): Promise<MemoryFile | null> {
    const kept = this.files.get(cacheKey);
    if (kept) return Promise.resolve(kept);
    const running = this.loading.get(cacheKey);
    if (running) return running;
    const promise = load()
      .then((file) => {
        if (file) this.files.set(cacheKey, file);
        return file;
      })
      .finally(() => this.loading.delete(cacheKey));
    this.loading.set(cacheKey, promise);
    return promise;
  }

  /** Forgets a removed file and its sizes (a key's bytes never change, but a removed key is gone). */
  private forget(key: string) {
    for (const cacheKey of this.files.keys()) if (cacheKey.startsWith(key)) this.files.delete(cacheKey);
  }
}
