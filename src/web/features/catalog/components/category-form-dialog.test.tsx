import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TCategory } from "#contracts/catalog";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { DRINKS } from "#tests/web/storefront";
import { CategoryFormDialog } from "./category-form-dialog";

/** The dialog as the catalog opens it: open until it closes itself. */
function CategoryDialog({ category = null }: { category?: TCategory | null }) {
  const [open, setOpen] = useState(true);
  return <CategoryFormDialog open={open} onOpenChange={setOpen} category={category} />;
}

const dialog = () => within(screen.getByRole("dialog"));
const offering = (languages: string[]) => ({ "GET /api/user": { json: { ...TEST_OWNER, languages } } });

describe("a category's translations (issue 45 item 5)", () => {
  it("are asked for each offered language and saved with a new category", async () => {
    const created = { ...DRINKS, translations: { es: { name: "Bebidas" } } };
    const { requests } = mockFetch({ ...offering(["en", "es"]), "POST /api/categories": { json: created } });
    const { user } = renderApp(<CategoryDialog />);
    const section = within(await dialog().findByRole("group", { name: "Translations" }));
    section.getByText("Optional: shoppers reading Spanish see this instead of the original.");
    await user.type(dialog().getByLabelText("Name"), "Drinks");
    await user.type(section.getByLabelText("Name in Spanish"), "Bebidas");
    await user.type(section.getByLabelText("Description in Spanish"), "Frías y calientes");
    await user.click(dialog().getByRole("button", { name: "Create Category" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Drinks",
      description: null,
      sortOrder: null,
      translations: { es: { name: "Bebidas", description: "Frías y calientes" } },
    });
  });

  it("open an edit with the category's, Arabic right to left, and send them back changed", async () => {
    const drinks = { ...DRINKS, translations: { ar: { name: "مشروبات" } } };
    const { requests } = mockFetch({
      ...offering(["en", "ar"]),
      [`PUT /api/categories/${DRINKS.id}`]: { json: drinks },
    });
    const { user } = renderApp(<CategoryDialog category={drinks} />);
    const arabic = await dialog().findByLabelText("Name in Arabic");
    expect(arabic).toHaveProperty("value", "مشروبات");
    expect([arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    await user.clear(arabic);
    await user.click(dialog().getByRole("button", { name: "Update Category" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      name: "Drinks",
      translations: {},
    });
  });

  it("are not asked for while the store offers one language", async () => {
    mockFetch({});
    renderApp(<CategoryDialog />);
    await dialog().findByLabelText("Name");
    expect(dialog().queryByRole("group", { name: "Translations" })).toBeNull();
  });
});
