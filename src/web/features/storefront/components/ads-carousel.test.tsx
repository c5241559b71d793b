import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublicAd } from "#contracts/storefront";
import { AdsCarousel } from "./ads-carousel";

const ad = (n: number): TPublicAd => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  merchantId: "00000000-0000-4000-8000-000000000010",
  title: `Offer ${n}`,
  imageUrl: `/demo/offer-${n}.svg`,
  link: null,
  isActive: true,
  sortOrder: n,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** The offers' row, 300 px wide, in a page of the given direction; what each arrow scrolls it by. */
function scrollsOf(dir: "ltr" | "rtl") {
  const scrollBy = vi.fn();
  Object.defineProperty(HTMLElement.prototype, "scrollBy", { value: scrollBy, configurable: true });
  render(
    <div dir={dir} style={{ direction: dir }}>
      <AdsCarousel ads={[1, 2, 3, 4].map(ad)} />
    </div>,
  );
  Object.defineProperty(screen.getByRole("list", { name: "Special offers" }), "clientWidth", { value: 300 });
  fireEvent.click(screen.getByRole("button", { name: "Next offers" }));
  fireEvent.click(screen.getByRole("button", { name: "Previous offers" }));
  return scrollBy.mock.calls.map(([options]) => options.left);
}

describe("the offers' arrows", () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, "scrollBy");
  });

  it("Next scrolls towards the end of the row, and Previous back, left to right", () => {
    expect(scrollsOf("ltr")).toEqual([270, -270]);
  });

  it("follow the reading in a right-to-left page: Next scrolls to the left (issue 45)", () => {
    expect(scrollsOf("rtl")).toEqual([-270, 270]);
  });
});
