/** The part of jsdom's API the node tests use: its DOMParser reads XML (jsdom ships no types). */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
