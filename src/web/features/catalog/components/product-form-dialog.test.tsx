import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { testProduct } from "#tests/helpers/test-product";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { DRINKS, SNACKS } from "#tests/web/storefront";
import { ProductFormDialog } from "./product-form-dialog";

/** The dialog as the catalog opens it: open until it closes itself. */
function ProductDialog({
  product = null,
  businessType,
}: {
  product?: TProduct | null;
  businessType?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ProductFormDialog
      open={open}
      onOpenChange={setOpen}
      product={product}
      categories={[DRINKS, SNACKS]}
      businessType={businessType}
    />
  );
}

const dialog = () => within(screen.getByRole("dialog"));
const field = (label: string) => dialog().getByLabelText(label);
const error = (label: string) => {
  const described = field(label).getAttribute("aria-describedby");
  return described ? (document.getElementById(described)?.textContent ?? "") : "";
};

const CREATED = testProduct({ id: "p-new", name: "Green Tea" });

describe("adding a product", () => {
  it("opens empty, with stock tracked, in the catalog's words", () => {
    mockFetch({});
    renderApp(<ProductDialog />);
    dialog().getByRole("heading", { name: "Add Product" });
    dialog().getByText("Add a product to your catalog.");
    expect(field("Name")).toHaveProperty("value", "");
    expect(dialog().getByRole("switch", { name: "Track stock" }).getAttribute("aria-checked")).toBe("true");
    expect(dialog().getByRole("switch", { name: "Available" }).getAttribute("aria-checked")).toBe("true");
    expect(dialog().getByRole("option", { name: "No category" })).toHaveProperty("selected", true);
    dialog().getByRole("button", { name: "Create Product" });
  });

  it("says what is missing or wrong, field by field, and sends nothing", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<ProductDialog />);
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(error("Name")).toBe("Product name is required"));
    expect(error("Price ($)")).toBe("Price is required");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");

    await user.type(field("Name"), "Green Tea");
    await user.type(field("Price ($)"), "4.555");
    await user.type(field("Discount Price ($)"), "5");
    await user.type(field("Quantity"), "-2");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(error("Price ($)")).toBe("Please enter a valid price"));
    expect(error("Name")).toBe("");
    expect(error("Quantity")).toBe("Quantity cannot be negative");

    // The discount is judged against the price once every field is valid.
    await user.clear(field("Price ($)"));
    await user.type(field("Price ($)"), "4.50");
    await user.clear(field("Quantity"));
    await user.type(field("Quantity"), "3");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() =>
      expect(error("Discount Price ($)")).toBe("The discount price must be lower than the price"),
    );
    expect(requests).toEqual([]);
  });

  it("with stock tracked, asks how many there are", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<ProductDialog />);
    await user.type(field("Name"), "Green Tea");
    await user.type(field("Price ($)"), "4.50");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() =>
      expect(error("Quantity")).toBe("Enter how many you have in stock, or turn off Track stock"),
    );
    expect(requests).toEqual([]);
  });

  it("sends the product, says it was created and closes", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: CREATED } });
    const { user } = renderApp(<ProductDialog />);
    await user.type(field("Name"), "  Green Tea ");
    await user.type(field("Description"), "Loose leaf");
    await user.type(field("Price ($)"), "4.50");
    await user.type(field("Discount Price ($)"), "3.99");
    await user.type(field("Quantity"), "12");
    await user.selectOptions(field("Category"), "Drinks");
    await user.type(field("Max per order"), "5");
    await user.type(field("Or image URL"), "https://example.com/tea.jpg");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    expect((await screen.findByTestId("toast")).textContent).toContain("Product created");
    expect(screen.getByTestId("toast").textContent).toContain("Green Tea was added to your catalog.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/api/products",
        body: {
          name: "Green Tea",
          description: "Loose leaf",
          price: "4.50",
          discountPrice: "3.99",
          quantity: 12,
          categoryId: DRINKS.id,
          imageUrl: "https://example.com/tea.jpg",
          isAvailable: true,
          maxPerOrder: 5,
          optionGroups: [],
          translations: {},
        },
      },
    ]);
  });

  it("without tracking stock, the quantity is off and the product never runs out", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: CREATED } });
    const { user } = renderApp(<ProductDialog />);
    await user.type(field("Name"), "Green Tea");
    await user.type(field("Price ($)"), "4.50");
    await user.click(dialog().getByRole("switch", { name: "Track stock" }));
    expect(field("Quantity")).toHaveProperty("disabled", true);
    dialog().getByText("Not counted: customers can always order it.");
    await user.click(dialog().getByRole("switch", { name: "Available" }));
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests[0]?.body).toMatchObject({ quantity: null, isAvailable: false, categoryId: null });
  });
});

describe("editing a product", () => {
  const TEA = testProduct({
    id: "p-tea",
    name: "Tea",
    description: "Black tea",
    price: "4.50",
    quantity: 10,
    categoryId: SNACKS.id,
  });

  it("opens with the product's values", () => {
    mockFetch({});
    renderApp(<ProductDialog product={TEA} />);
    dialog().getByRole("heading", { name: "Edit Product" });
    dialog().getByText("Change the details of Tea.");
    expect(field("Name")).toHaveProperty("value", "Tea");
    expect(field("Description")).toHaveProperty("value", "Black tea");
    expect(field("Price ($)")).toHaveProperty("value", "4.50");
    expect(field("Quantity")).toHaveProperty("value", "10");
    expect(field("Category")).toHaveProperty("value", SNACKS.id);
    dialog().getByRole("button", { name: "Update Product" });
  });

  it("sends the changes to the product and closes", async () => {
    const { requests } = mockFetch({ "PUT /api/products/p-tea": { json: { ...TEA, price: "5.00" } } });
    const { user } = renderApp(<ProductDialog product={TEA} />);
    await user.clear(field("Price ($)"));
    await user.type(field("Price ($)"), "5");
    await user.click(dialog().getByRole("button", { name: "Update Product" }));

    expect((await screen.findByTestId("toast")).textContent).toContain("Product updated");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests).toEqual([
      {
        method: "PUT",
        url: "/api/products/p-tea",
        body: expect.objectContaining({ name: "Tea", price: "5.00", quantity: 10, categoryId: SNACKS.id }),
      },
    ]);
  });

  it("keeps the dialog open with the server's reason when saving fails", async () => {
    mockFetch({
      "PUT /api/products/p-tea": { status: 400, body: { message: "The selected category does not exist" } },
    });
    const { user } = renderApp(<ProductDialog product={TEA} />);
    await user.click(dialog().getByRole("button", { name: "Update Product" }));

    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("Error updating product");
    expect(toast.textContent).toContain("The selected category does not exist");
    dialog().getByRole("heading", { name: "Edit Product" });
    expect(dialog().getByRole("button", { name: "Update Product" })).toHaveProperty("disabled", false);
  });

  it("Cancel closes without sending anything", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<ProductDialog product={TEA} />);
    await user.type(field("Name"), " Deluxe");
    await user.click(dialog().getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe("editing an example from the store's template (issue 48)", () => {
  const MARGHERITA = testProduct({
    id: "p-margherita",
    name: "Margherita",
    price: "11.00",
    quantity: null,
    isAvailable: false,
    isExample: true,
  });

  it("starts with Available on, says saving publishes it, and sends it available", async () => {
    const { requests } = mockFetch({
      "PUT /api/products/p-margherita": {
        json: { ...MARGHERITA, name: "Margherita DOP", isAvailable: true, isExample: false },
      },
    });
    const { user } = renderApp(<ProductDialog product={MARGHERITA} businessType="restaurant" />);
    expect(dialog().getByTestId("example-note").textContent).toContain("Saving publishes it");
    expect(dialog().getByRole("switch", { name: "Available" }).getAttribute("aria-checked")).toBe("true");
    await user.type(field("Name"), " DOP");
    await user.click(dialog().getByRole("button", { name: "Update Product" }));

    expect((await screen.findByTestId("toast")).textContent).toContain("Product updated");
    expect(requests).toEqual([
      {
        method: "PUT",
        url: "/api/products/p-margherita",
        body: expect.objectContaining({ name: "Margherita DOP", isAvailable: true }),
      },
    ]);
  });

  it("says nothing of publishing for the merchant's own product", () => {
    mockFetch({});
    renderApp(<ProductDialog product={{ ...MARGHERITA, isExample: false }} />);
    expect(dialog().queryByTestId("example-note")).toBeNull();
    expect(dialog().getByRole("switch", { name: "Available" }).getAttribute("aria-checked")).toBe("false");
  });
});

describe("the product dialog's defaults for the business (issue 42)", () => {
  it("a restaurant's new dish does not track stock unless asked, and saves with a name and a price", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: CREATED } });
    const { user } = renderApp(<ProductDialog businessType="restaurant" />);
    expect(dialog().getByRole("switch", { name: "Track stock" }).getAttribute("aria-checked")).toBe("false");
    await user.type(field("Name"), "Margherita Pizza");
    await user.type(field("Price ($)"), "14");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    expect((await screen.findByTestId("toast")).textContent).toContain("Product created");
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({ quantity: null });
  });

  it("a new option group shows no error until the merchant saves with it", async () => {
    mockFetch({});
    const { user } = renderApp(<ProductDialog />);
    // A first save, refused for the product's own fields.
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(error("Name")).toBe("Product name is required"));
    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    const groupName = dialog().getByLabelText("Group name");
    expect(groupName.getAttribute("aria-invalid")).toBe("false");
    expect(dialog().getByLabelText("Option name").getAttribute("aria-invalid")).toBe("false");
    // Saved again with it, the group says what it lacks.
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(groupName.getAttribute("aria-invalid")).toBe("true"));
  });
});

describe("the product's translations (issue 45 item 5)", () => {
  const offering = (languages: string[]) => ({
    "GET /api/user": { json: { ...TEST_OWNER, languages } },
  });
  const TRANSLATED = testProduct({
    id: "p-tea",
    name: "Tea",
    description: "Black tea",
    price: "4.50",
    quantity: 10,
    translations: { es: { name: "Té" }, hi: { name: "चाय" } },
  });

  it("are not asked for while the store offers one language", async () => {
    mockFetch({});
    renderApp(<ProductDialog />);
    await dialog().findByLabelText("Name");
    expect(dialog().queryByRole("group", { name: "Translations" })).toBeNull();
    expect(dialog().queryByLabelText(/Name in/)).toBeNull();
  });

  it("asks a name and a description for each offered language, Arabic right to left, and saves them with the product", async () => {
    const { requests } = mockFetch({
      ...offering(["en", "es", "ar"]),
      "POST /api/products": { json: CREATED },
    });
    const { user } = renderApp(<ProductDialog />);
    const section = within(await dialog().findByRole("group", { name: "Translations" }));
    expect(section.getAllByRole("textbox").map((box) => box.getAttribute("id"))).toEqual([
      "product-translations-en-name",
      "product-translations-en-description",
      "product-translations-es-name",
      "product-translations-es-description",
      "product-translations-ar-name",
      "product-translations-ar-description",
    ]);
    section.getByText("Optional: shoppers reading Spanish see this instead of the original.");
    const arabic = section.getByLabelText("Name in Arabic");
    expect([arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    expect(section.getByLabelText("Description in Arabic").getAttribute("dir")).toBe("rtl");
    expect(section.getByLabelText("Name in Spanish").getAttribute("lang")).toBe("es");
    expect(section.getByLabelText("Name in Spanish").getAttribute("aria-describedby")).toContain(
      "product-translations-es-hint",
    );

    await user.type(field("Name"), "Green Tea");
    await user.type(field("Price ($)"), "4.50");
    await user.type(field("Quantity"), "12");
    await user.type(section.getByLabelText("Name in Spanish"), "  Té verde ");
    await user.type(section.getByLabelText("Description in Arabic"), "شاي أخضر");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      name: "Green Tea",
      translations: { es: { name: "Té verde" }, ar: { description: "شاي أخضر" } },
    });
  });

  it("opens an edit with the product's translations and keeps those of a language no longer offered", async () => {
    const { requests } = mockFetch({
      ...offering(["en", "es"]),
      "PUT /api/products/p-tea": { json: TRANSLATED },
    });
    const { user } = renderApp(<ProductDialog product={TRANSLATED} />);
    const spanish = await dialog().findByLabelText("Name in Spanish");
    expect(spanish).toHaveProperty("value", "Té");
    expect(dialog().queryByLabelText("Name in Hindi")).toBeNull();
    await user.clear(spanish);
    await user.type(dialog().getByLabelText("Description in Spanish"), "Té negro");
    await user.click(dialog().getByRole("button", { name: "Update Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      translations: { es: { description: "Té negro" }, hi: { name: "चाय" } },
    });
  });

  it("says a translation is too long at its field, and sends nothing", async () => {
    const { requests } = mockFetch(offering(["en", "hi"]));
    const { user } = renderApp(<ProductDialog product={TRANSLATED} />);
    const hindi = await dialog().findByLabelText("Name in Hindi");
    expect(hindi.getAttribute("lang")).toBe("hi");
    await user.click(hindi);
    await user.paste("क".repeat(201));
    await user.click(dialog().getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(hindi.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("product-translations-hi-name-error")?.textContent).toBe(
      "A translated name can be at most 200 characters",
    );
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
