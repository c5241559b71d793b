import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { COFFEE, TEA, testStore } from "#tests/web/storefront";
import { Route, Routes } from "#web/lib/router";
import MicrositePage from "#web/routes/microsite";
import ProductPage from "#web/routes/product-page";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef.webp";
const UPLOADED_TEA = { ...TEA, imageUrl: UPLOAD };
const DEMO_COFFEE = { ...COFFEE, imageUrl: "/demo/coffee.svg" };
const SRCSET = [160, 360, 560, 720, 1080].map((w) => `${UPLOAD}?w=${w} ${w}w`).join(", ");

function renderAt(path: string) {
  mockFetch({
    "GET /api/microsite/corner-shop": { json: testStore({ products: [UPLOADED_TEA, DEMO_COFFEE] }) },
    [`GET /api/microsite/corner-shop/product/${TEA.id}`]: { json: UPLOADED_TEA },
  });
  return renderApp(
    <Routes>
      <Route path="/microsite/:slug" element={<MicrositePage />} />
      <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
    </Routes>,
    { path },
  );
}

const cardImage = (name: string) =>
  screen.getAllByRole("link", { name })[0]!.closest("article")!.querySelector("img")!;

describe("product pictures in the sizes a shopper's screen needs (issue 44)", () => {
  it("offers a card the upload's WebP widths, sized as a card shows, with the original as src", async () => {
    renderAt("/microsite/corner-shop");
    await screen.findByRole("heading", { name: "Featured Products" });
    const img = cardImage("Tea");
    expect(img.getAttribute("src")).toBe(UPLOAD);
    expect(img.getAttribute("srcset")).toBe(SRCSET);
    expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 280px, (min-width: 640px) 31vw, 45vw");
    expect(img.getAttribute("width")).toBe("400");
    expect(img.getAttribute("alt")).toBe("");
  });

  it("leaves pictures that are not our uploads (demo art) as they are", async () => {
    renderAt("/microsite/corner-shop");
    await screen.findByRole("heading", { name: "Featured Products" });
    const img = cardImage("Coffee");
    expect(img.getAttribute("src")).toBe("/demo/coffee.svg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });

  it("offers the product page's picture the same widths, sized as the page shows it", async () => {
    renderAt(`/microsite/corner-shop/product/${TEA.id}`);
    await screen.findByRole("heading", { level: 1, name: "Tea" });
    const img = screen.getByRole("img", { name: "Tea" });
    expect(img.getAttribute("src")).toBe(UPLOAD);
    expect(img.getAttribute("srcset")).toBe(SRCSET);
    expect(img.getAttribute("sizes")).toBe("(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });
});
