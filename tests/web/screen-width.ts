import { vi } from "vitest";

/** The screen's width, as a layout's media query reads it (jsdom lays nothing out). */
export function atWidth(width: number) {
  vi.stubGlobal("matchMedia", (media: string) => {
    const min = /min-width:\s*(\d+)px/.exec(media);
    return {
      media,
      matches: min ? width >= Number(min[1]) : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
