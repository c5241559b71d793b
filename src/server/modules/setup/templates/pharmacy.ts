import type { CatalogTemplate } from "./catalog-template";

/** A pharmacy's usual shelves, a few everyday products, and prescription orders on. */
export const PHARMACY_TEMPLATE: CatalogTemplate = {
  acceptsPrescriptions: true,
  categories: [
    {
      name: "Prescription Medicines",
      description: "Send a photo of your prescription and we prepare your order.",
      products: [],
    },
    {
      name: "Pain & Fever",
      description: "Relief for headaches, aches and fever.",
      products: [
        {
          name: "Paracetamol 500 mg Tablets",
          description: "Pack of 24. For pain and fever; read the leaflet before use.",
          price: 3.5,
        },
        {
          name: "Ibuprofen 200 mg Tablets",
          description: "Pack of 24. For pain and inflammation; take with food.",
          price: 4.5,
        },
      ],
    },
    {
      name: "Cold & Flu",
      description: "For coughs, colds and sore throats.",
      products: [
        { name: "Honey & Lemon Cough Syrup", description: "100 ml. Soothes a dry, tickly cough.", price: 6 },
        { name: "Throat Lozenges", description: "Pack of 16, menthol and eucalyptus.", price: 3 },
      ],
    },
    {
      name: "Vitamins & Supplements",
      description: "Everyday vitamins and minerals.",
      products: [
        { name: "Vitamin C 1000 mg", description: "30 effervescent tablets.", price: 8 },
        { name: "Vitamin D3 1000 IU", description: "90 small tablets, one a day.", price: 7.5 },
      ],
    },
    {
      name: "Personal Care",
      description: "Hygiene and skin care.",
      products: [{ name: "Hand Sanitiser", description: "250 ml, 70% alcohol gel.", price: 3.5 }],
    },
    {
      name: "Baby Care",
      description: "Gentle care for little ones.",
      products: [{ name: "Sensitive Baby Wipes", description: "Pack of 72, fragrance free.", price: 4 }],
    },
    {
      name: "First Aid",
      description: "Plasters, dressings and antiseptics.",
      products: [{ name: "Assorted Plasters", description: "Box of 40 in five sizes.", price: 3 }],
    },
  ],
};
