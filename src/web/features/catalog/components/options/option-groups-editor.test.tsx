import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import type { TOptionGroup } from "#contracts/product-options";
import { testProduct } from "#tests/helpers/test-product";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ProductFormDialog } from "../product-form-dialog";

/** The product dialog, as the catalog opens it, where the Options section lives. */
function ProductDialog({ product = null }: { product?: TProduct | null }) {
  const [open, setOpen] = useState(true);
  return <ProductFormDialog open={open} onOpenChange={setOpen} product={product} categories={[]} />;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const SIZE: TOptionGroup = {
  id: uuid(1),
  name: "Size",
  selection: "single",
  required: true,
  minSelect: 1,
  maxSelect: 1,
  tracksStock: true,
  options: [
    { id: uuid(2), name: "S", priceDelta: "0.00", quantity: 4, isAvailable: true },
    { id: uuid(3), name: "M", priceDelta: "0.00", quantity: 0, isAvailable: true },
    { id: uuid(4), name: "L", priceDelta: "2.00", quantity: 6, isAvailable: true },
  ],
};
const EXTRA: TOptionGroup = {
  id: uuid(5),
  name: "Extra",
  selection: "multiple",
  required: false,
  minSelect: 0,
  maxSelect: 2,
  tracksStock: false,
  options: [
    { id: uuid(6), name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
    { id: uuid(7), name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: false },
  ],
};
const TEE = testProduct({
  id: "p-tee",
  name: "Tee",
  price: "20.00",
  quantity: 10,
  optionGroups: [SIZE, EXTRA],
});

const dialog = () => within(screen.getByRole("dialog"));
const group = (name: string) => within(dialog().getByRole("group", { name: `Option group ${name}` }));
const option = (groupName: string, name: string) =>
  within(group(groupName).getByRole("group", { name: `Option ${name}` }));
/** The message under a field, as its aria-describedby points at it. */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
const sent = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method !== "GET").map((r) => r.body as Record<string, unknown>);

/** The option groups of the first product sent. */
const sentGroups = (requests: { method: string; body: unknown }[]) =>
  (sent(requests)[0]?.optionGroups ?? []) as TOptionGroup[];

async function fillProduct(user: UserEvent) {
  await user.type(dialog().getByLabelText("Name"), "Margherita");
  await user.type(dialog().getByLabelText("Price ($)"), "9.50");
  await user.click(dialog().getByRole("switch", { name: "Track stock" }));
}

describe("option groups in the product dialog", () => {
  it("adds a group of sizes and a group of toppings, and sends them in order with the product", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: testProduct({ name: "Margherita" }) } });
    const { user } = renderApp(<ProductDialog />);
    await fillProduct(user);
    dialog().getByRole("heading", { name: "Options" });

    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    // The new group's name takes the keyboard.
    expect(document.activeElement).toBe(group("Group 1").getByLabelText("Group name"));
    await user.keyboard("Size");
    await user.type(option("Size", "1").getByLabelText("Option name"), "Small");
    await user.click(group("Size").getByRole("button", { name: "Add option" }));
    expect(document.activeElement).toBe(option("Size", "2").getByLabelText("Option name"));
    await user.keyboard("Large");
    await user.type(option("Size", "Large").getByLabelText("Price change ($)"), "3");
    expect(option("Size", "Large").getByLabelText("Price change ($)").getAttribute("inputmode")).toBe(
      "decimal",
    );

    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    await user.type(group("Group 2").getByLabelText("Group name"), "Extra toppings");
    await user.click(group("Extra toppings").getByRole("radio", { name: "Several" }));
    await user.click(group("Extra toppings").getByRole("switch", { name: "Required" }));
    expect(group("Extra toppings").queryByLabelText("Minimum picks")).toBeNull();
    await user.type(group("Extra toppings").getByLabelText("Maximum picks"), "2");
    await user.type(option("Extra toppings", "1").getByLabelText("Option name"), "Cheese");
    await user.type(option("Extra toppings", "Cheese").getByLabelText("Price change ($)"), "1.5");
    await user.click(group("Extra toppings").getByRole("button", { name: "Add option" }));
    await user.keyboard("Olives");
    await user.click(option("Extra toppings", "Olives").getByRole("switch", { name: "Available" }));
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(requests)).toEqual([
      expect.objectContaining({
        name: "Margherita",
        price: "9.50",
        quantity: null,
        optionGroups: [
          {
            name: "Size",
            selection: "single",
            required: true,
            minSelect: 1,
            maxSelect: 1,
            tracksStock: false,
            options: [
              { name: "Small", priceDelta: "0.00", quantity: null, isAvailable: true },
              { name: "Large", priceDelta: "3.00", quantity: null, isAvailable: true },
            ],
          },
          {
            name: "Extra toppings",
            selection: "multiple",
            required: false,
            minSelect: 0,
            maxSelect: 2,
            tracksStock: false,
            options: [
              { name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
              { name: "Olives", priceDelta: "0.00", quantity: null, isAvailable: false },
            ],
          },
        ],
      }),
    ]);
  });

  it("opens a product's groups and sends them back with their ids, the stock per variant kept", async () => {
    const { requests } = mockFetch({ "PUT /api/products/p-tee": { json: TEE } });
    const { user } = renderApp(<ProductDialog product={TEE} />);
    expect(group("Size").getByLabelText("Group name")).toHaveProperty("value", "Size");
    expect(option("Size", "L").getByLabelText("Price change ($)")).toHaveProperty("value", "2.00");
    expect(option("Size", "M").getByLabelText("In stock")).toHaveProperty("value", "0");
    expect(group("Extra").getByRole("radio", { name: "Several" })).toHaveProperty("checked", true);
    expect(group("Extra").getByLabelText("Maximum picks")).toHaveProperty("value", "2");
    expect(
      option("Extra", "Olives").getByRole("switch", { name: "Available" }).getAttribute("aria-checked"),
    ).toBe("false");

    await user.clear(option("Size", "M").getByLabelText("In stock"));
    await user.type(option("Size", "M").getByLabelText("In stock"), "5");
    await user.click(dialog().getByRole("button", { name: "Update Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [body] = sent(requests);
    expect(body?.quantity).toBe(15);
    expect(body?.optionGroups).toEqual([
      {
        ...SIZE,
        options: SIZE.options.map((o) => (o.name === "M" ? { ...o, quantity: 5 } : o)),
      },
      { ...EXTRA },
    ]);
  });

  it("moves groups and options up and down from the keyboard, and keeps focus on the pressed button", async () => {
    const { requests } = mockFetch({ "PUT /api/products/p-tee": { json: TEE } });
    const { user } = renderApp(<ProductDialog product={TEE} />);
    expect(group("Size").getByRole("button", { name: "Move group Size up" })).toHaveProperty(
      "disabled",
      true,
    );

    group("Size").getByRole("button", { name: "Move group Size down" }).focus();
    await user.keyboard("{Enter}");
    // The pressed button reached the end: its twin takes focus, in the group's new place.
    expect(document.activeElement).toBe(group("Size").getByRole("button", { name: "Move group Size up" }));
    dialog().getByText("Size moved to position 2 of 2.");

    await user.click(option("Size", "L").getByRole("button", { name: "Move L up" }));
    expect(document.activeElement).toBe(option("Size", "L").getByRole("button", { name: "Move L up" }));
    await user.click(option("Extra", "Cheese").getByRole("button", { name: "Move Cheese down" }));

    await user.click(dialog().getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const groups = sentGroups(requests);
    expect(groups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([
      ["Extra", ["Olives", "Cheese"]],
      ["Size", ["S", "L", "M"]],
    ]);
  });

  it("removes an option and a group", async () => {
    const { requests } = mockFetch({ "PUT /api/products/p-tee": { json: TEE } });
    const { user } = renderApp(<ProductDialog product={TEE} />);
    await user.click(option("Size", "M").getByRole("button", { name: "Remove M" }));
    expect(group("Size").queryByRole("group", { name: "Option M" })).toBeNull();
    expect(document.activeElement).toBe(group("Size").getByRole("button", { name: "Add option" }));
    await user.click(group("Extra").getByRole("button", { name: "Remove group Extra" }));
    expect(dialog().queryByRole("group", { name: "Option group Extra" })).toBeNull();
    await user.click(dialog().getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentGroups(requests).map((g) => g.options.map((o) => o.name))).toEqual([["S", "L"]]);
  });

  it("sends an empty list once every group is removed, and the product's own stock again", async () => {
    const { requests } = mockFetch({ "PUT /api/products/p-tee": { json: TEE } });
    const { user } = renderApp(<ProductDialog product={TEE} />);
    await user.click(group("Size").getByRole("button", { name: "Remove group Size" }));
    await user.click(group("Extra").getByRole("button", { name: "Remove group Extra" }));
    // The product counts its own stock again, from what the variants added up to.
    expect(dialog().getByLabelText("Quantity")).toHaveProperty("value", "10");
    await user.click(dialog().getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(requests)[0]).toMatchObject({ quantity: 10, optionGroups: [] });
  });

  it("a group tracking stock replaces the product's quantity with its variants' total", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: TEE } });
    const { user } = renderApp(<ProductDialog />);
    await user.type(dialog().getByLabelText("Name"), "Tee");
    await user.type(dialog().getByLabelText("Price ($)"), "20");
    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    await user.keyboard("Size");
    await user.click(group("Size").getByRole("radio", { name: "Several" }));
    await user.click(group("Size").getByRole("switch", { name: "Track stock per option" }));

    // One required choice: the rule's controls say so and cannot be changed.
    expect(group("Size").getByRole("radio", { name: "One" })).toHaveProperty("checked", true);
    expect(group("Size").getByRole("radio", { name: "Several" })).toHaveProperty("disabled", true);
    expect(group("Size").getByRole("switch", { name: "Required" })).toHaveProperty("disabled", true);
    expect(dialog().queryByLabelText("Quantity")).toBeNull();
    expect(dialog().queryByRole("switch", { name: "Track stock" })).toBeNull();
    expect(dialog().getByTestId("variant-stock").textContent).toBe("Stock is counted per Size: 0 in total");

    await user.type(option("Size", "1").getByLabelText("Option name"), "S");
    await user.type(option("Size", "S").getByLabelText("In stock"), "4");
    await user.click(group("Size").getByRole("button", { name: "Add option" }));
    await user.keyboard("L");
    await user.type(option("Size", "L").getByLabelText("In stock"), "6");
    expect(dialog().getByTestId("variant-stock").textContent).toBe("Stock is counted per Size: 10 in total");

    // A second group cannot track stock too.
    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    expect(group("Group 2").getByRole("switch", { name: "Track stock per option" })).toHaveProperty(
      "disabled",
      true,
    );
    group("Group 2").getByText("Only one group per product can track stock: Size does.");
    await user.click(group("Group 2").getByRole("button", { name: "Remove group Group 2" }));

    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(requests)[0]).toMatchObject({
      quantity: 10,
      optionGroups: [
        {
          name: "Size",
          selection: "single",
          required: true,
          tracksStock: true,
          options: [
            { name: "S", quantity: 4 },
            { name: "L", quantity: 6 },
          ],
        },
      ],
    });
  });

  it("says under each field what is wrong, sends nothing, and sends once it is right", async () => {
    const { requests } = mockFetch({ "POST /api/products": { json: TEE } });
    const { user } = renderApp(<ProductDialog />);
    await fillProduct(user);
    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    await user.type(option("Group 1", "1").getByLabelText("Price change ($)"), "1,50");
    await user.click(group("Group 1").getByRole("radio", { name: "Several" }));
    await user.type(group("Group 1").getByLabelText("Minimum picks"), "3");
    await user.type(group("Group 1").getByLabelText("Maximum picks"), "2");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    const groupName = group("Group 1").getByLabelText("Group name");
    await waitFor(() => expect(messageOf(groupName)).toBe("Option group name is required"));
    // The first field with a problem takes the keyboard.
    expect(document.activeElement).toBe(groupName);
    expect(groupName.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(option("Group 1", "1").getByLabelText("Option name"))).toBe("Option name is required");
    expect(messageOf(option("Group 1", "1").getByLabelText("Price change ($)"))).toBe(
      "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
    );
    expect(messageOf(group("Group 1").getByLabelText("Minimum picks"))).toBe(
      '"This group": the minimum number of picks (3) is more than the maximum (2)',
    );
    expect(requests).toEqual([]);

    // The messages follow the corrections.
    await user.type(groupName, "Extra");
    await user.type(option("Extra", "1").getByLabelText("Option name"), "Cheese");
    expect(messageOf(option("Extra", "Cheese").getByLabelText("Option name"))).toBe("");
    await user.clear(option("Extra", "Cheese").getByLabelText("Price change ($)"));
    await user.type(option("Extra", "Cheese").getByLabelText("Price change ($)"), "1.50");
    await user.clear(group("Extra").getByLabelText("Minimum picks"));
    await user.type(group("Extra").getByLabelText("Minimum picks"), "1");
    expect(messageOf(group("Extra").getByLabelText("Maximum picks"))).toBe("");
    await user.clear(group("Extra").getByLabelText("Maximum picks"));
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(requests)[0]?.optionGroups).toEqual([
      {
        name: "Extra",
        selection: "multiple",
        required: true,
        minSelect: 1,
        maxSelect: 1,
        tracksStock: false,
        options: [{ name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true }],
      },
    ]);
  });

  it("shows the server's refusal and keeps the groups as they were typed", async () => {
    mockFetch({
      "POST /api/products": {
        status: 400,
        body: { message: '"Size" tracks stock, so it must be a single, required choice' },
      },
    });
    const { user } = renderApp(<ProductDialog />);
    await fillProduct(user);
    await user.click(dialog().getByRole("button", { name: "Add option group" }));
    await user.keyboard("Size");
    await user.type(option("Size", "1").getByLabelText("Option name"), "S");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("Error creating product");
    expect(toast.textContent).toContain('"Size" tracks stock, so it must be a single, required choice');
    expect(option("Size", "S").getByLabelText("Option name")).toHaveProperty("value", "S");
  });
});

describe("copying options from another product", () => {
  const PIZZA = testProduct({ id: "p-pizza", name: "Pizza Margherita", optionGroups: [SIZE, EXTRA] });
  const PLAIN = testProduct({ id: "p-plain", name: "Pizza dough" });
  const page = (products: TProduct[]) => ({
    json: { products, total: products.length, counts: {}, stats: {} },
  });

  it("lists the products with groups, found by search, and copies their groups in without ids", async () => {
    const { requests } = mockFetch({
      "GET /api/products/page?sort=name&dir=asc&offset=0&limit=200": page([TEE, PLAIN, PIZZA]),
      "GET /api/products/page?sort=name&dir=asc&offset=0&limit=200&q=pizza": page([PLAIN, PIZZA]),
      "POST /api/products": { json: PIZZA },
    });
    const { user } = renderApp(<ProductDialog />);
    await fillProduct(user);
    await user.click(dialog().getByRole("button", { name: "Copy options from another product" }));
    const picker = within(dialog().getByRole("region", { name: "Copy options from another product" }));
    const results = await picker.findByRole("list", { name: "Products with options" });
    expect(
      within(results)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["TeeSize (3) · Extra (2)", "Pizza MargheritaSize (3) · Extra (2)"]);
    expect(document.activeElement).toBe(picker.getByLabelText("Search your products"));
    await user.keyboard("pizza");
    await waitFor(() =>
      expect(
        within(picker.getByRole("list"))
          .getAllByRole("button")
          .map((b) => b.textContent),
      ).toEqual(["Pizza MargheritaSize (3) · Extra (2)"]),
    );
    await user.click(picker.getByRole("button", { name: /Pizza Margherita/ }));

    expect(dialog().queryByRole("region", { name: "Copy options from another product" })).toBeNull();
    dialog().getByText("Copied 2 option groups from Pizza Margherita.");
    // Stock counts are this product's own: the copy asks for them.
    expect(option("Size", "S").getByLabelText("In stock")).toHaveProperty("value", "");
    await user.click(dialog().getByRole("button", { name: "Create Product" }));
    expect(messageOf(option("Size", "S").getByLabelText("In stock"))).toBe("Enter how many are in stock");
    for (const [name, stock] of [
      ["S", "1"],
      ["M", "2"],
      ["L", "3"],
    ] as const)
      await user.type(option("Size", name).getByLabelText("In stock"), stock);
    await user.click(dialog().getByRole("button", { name: "Create Product" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [body] = sent(requests);
    expect(JSON.stringify(body?.optionGroups)).not.toContain('"id"');
    const strip = ({ id: _id, options, ...rest }: TOptionGroup) => ({
      ...rest,
      options: options.map(({ id: _option, ...o }) => o),
    });
    expect(body).toMatchObject({
      quantity: 6,
      optionGroups: [
        { ...strip(SIZE), options: strip(SIZE).options.map((o, i) => ({ ...o, quantity: i + 1 })) },
        strip(EXTRA),
      ],
    });
  });

  it("leaves out the product being edited, and says when no other product has options", async () => {
    mockFetch({
      "GET /api/products/page?sort=name&dir=asc&offset=0&limit=200": page([TEE, PLAIN]),
    });
    const { user } = renderApp(<ProductDialog product={TEE} />);
    await user.click(dialog().getByRole("button", { name: "Copy options from another product" }));
    await dialog().findByText("None of your other products has options yet.");
    await user.click(dialog().getByRole("button", { name: "Close copying options" }));
    expect(document.activeElement).toBe(
      dialog().getByRole("button", { name: "Copy options from another product" }),
    );
  });
});
