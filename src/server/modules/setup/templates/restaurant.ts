import type { CatalogTemplate, TemplateGroup } from "./catalog-template";

const SIZE: TemplateGroup = {
  name: "Size",
  selection: "single",
  required: true,
  options: [{ name: "Small" }, { name: "Medium", add: 3 }, { name: "Large", add: 6 }],
};

const EXTRA_TOPPINGS: TemplateGroup = {
  name: "Extra toppings",
  selection: "multiple",
  required: false,
  options: [
    { name: "Extra cheese", add: 1.5 },
    { name: "Mushrooms", add: 1 },
    { name: "Olives", add: 1 },
    { name: "Jalapeños", add: 1 },
  ],
};

const PIZZA_OPTIONS = [SIZE, EXTRA_TOPPINGS];

/** A menu skeleton: four sections, three dishes each, the pizzas in three sizes with toppings. */
export const RESTAURANT_TEMPLATE: CatalogTemplate = {
  categories: [
    {
      name: "Starters",
      description: "Small plates to share while you wait.",
      products: [
        {
          name: "Garlic Bread",
          description: "Toasted baguette with garlic butter and parsley.",
          price: 5.5,
        },
        {
          name: "Tomato Bruschetta",
          description: "Grilled bread topped with tomato, basil and olive oil.",
          price: 6.5,
        },
        {
          name: "Crispy Calamari",
          description: "Lightly fried squid rings with lemon and aioli.",
          price: 8.5,
        },
      ],
    },
    {
      name: "Mains",
      description: "Hearty plates, made to order.",
      products: [
        {
          name: "Grilled Chicken",
          description: "Half a chicken with herbs, fries and a green salad.",
          price: 15,
        },
        {
          name: "Classic Beef Burger",
          description: "Beef patty, cheddar, lettuce, tomato and house sauce, with fries.",
          price: 13.5,
        },
        {
          name: "Mushroom Risotto",
          description: "Creamy arborio rice with mushrooms and parmesan.",
          price: 14,
        },
      ],
    },
    {
      name: "Pizza",
      description: "Stone-baked, in three sizes.",
      products: [
        {
          name: "Margherita",
          description: "Tomato sauce, mozzarella and fresh basil.",
          price: 11,
          optionGroups: PIZZA_OPTIONS,
        },
        {
          name: "Pepperoni",
          description: "Tomato sauce, mozzarella and spicy pepperoni.",
          price: 13,
          optionGroups: PIZZA_OPTIONS,
        },
        {
          name: "Garden Vegetable",
          description: "Peppers, onions, mushrooms and olives on tomato and mozzarella.",
          price: 12,
          optionGroups: PIZZA_OPTIONS,
        },
      ],
    },
    {
      name: "Drinks",
      description: "Cold drinks to go with your meal.",
      products: [
        { name: "Fresh Lemonade", description: "Squeezed lemons, lightly sweetened.", price: 3.5 },
        { name: "Iced Tea", description: "Black tea brewed and chilled, with lemon.", price: 3 },
        { name: "Sparkling Water", description: "A 500 ml bottle.", price: 2.5 },
      ],
    },
  ],
};
