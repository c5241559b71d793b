import type { CatalogTemplate } from "./catalog-template";

/** A shop's first shelves: an example product in sizes, each size with its own stock. */
export const RETAIL_TEMPLATE: CatalogTemplate = {
  categories: [
    {
      name: "Clothing",
      description: "Everyday wear.",
      products: [
        {
          name: "Classic Cotton T-Shirt",
          description: "Soft 100% cotton with a regular fit.",
          price: 18,
          optionGroups: [
            {
              name: "Size",
              selection: "single",
              required: true,
              tracksStock: true,
              options: [
                { name: "S", stock: 10 },
                { name: "M", stock: 10 },
                { name: "L", stock: 10 },
                { name: "XL", stock: 5 },
              ],
            },
          ],
        },
      ],
    },
    {
      name: "Accessories",
      description: "Bags and small things.",
      products: [
        { name: "Canvas Tote Bag", description: "Sturdy cotton canvas with long handles.", price: 12 },
      ],
    },
    {
      name: "Home",
      description: "For the kitchen and the living room.",
      products: [{ name: "Ceramic Mug", description: "350 ml, dishwasher safe.", price: 10 }],
    },
  ],
};
