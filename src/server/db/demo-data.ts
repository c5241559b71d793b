/** The four demo stores seeded into an empty database (DEMO_DATA=on). Credentials are in the README. */

import type { TDiscountKind } from "#contracts/discount-rules";
import type { TScheduledOrders } from "#contracts/fulfilment";
import type { TOptionGroupsRequest } from "#contracts/product-options-request";
import type { TRole } from "#contracts/staff";
import type { TOpeningRange } from "#contracts/trading-hours";

export const DEMO_PASSWORD = "demo1234";
/** The demo platform's operator (issue 47): signs in at /auth and lands on the console. */
export const DEMO_OPERATOR = { email: "operator@demo.store", name: "Demo Operator" } as const;

type Ring = [number, number][];

export interface DemoStore {
  email: string;
  /** Who signs in as the store's staff (issue 43): email, name and role, with the demo password. */
  staff?: { email: string; name: string; role: TRole }[];
  businessName: string;
  businessSlug: string;
  businessType: "pharmacy" | "restaurant" | "retail";
  contactPhone: string;
  address: string;
  /** Where the store is (issue 42): its street address's point. */
  location: { lat: number; lng: number };
  description: string;
  theme: string;
  logoUrl: string;
  categories: { name: string; description: string }[];
  // [name, description, price, discountPrice | null, quantity | null, isAvailable, category index]
  products: [string, string, string, string | null, number | null, boolean, number][];
  /** Option groups by product name (issue 28): sizes, add-ons, variants with their own stock. */
  options?: Record<string, TOptionGroupsRequest>;
  ads: { title: string; imageUrl: string; link: string | null; isActive: boolean; sortOrder: number }[];
  zones: { name: string; active: boolean; ring: Ring | null; prices: ZonePrices }[];
  /** A real trading day (issue 27): hours in New York, fulfilment, orders for later. */
  trading: {
    openingHours: TOpeningRange[];
    closures: string[];
    offersPickup: boolean;
    scheduledOrders?: TScheduledOrders;
  };
  /**
   * Cards through the built-in test gateway (issue 41), beside cash: a newcomer tries the card flow
   * offline. Only where the server runs the gateway (PAYMENTS_TEST_GATEWAY) does the checkout offer it.
   */
  takesTestCards?: boolean;
  /**
   * Where the store trades (issue 45): its currency, formats, country and clock; New York in US
   * dollars when left out.
   */
  region?: { currency: string; locale: string; country: string; timeZone: string };
  /**
   * UPI to the store's own ID (issue 46), which the merchant confirms by hand: the demo's INR store
   * shows the QR code and the "Pay with UPI app" link at checkout. (Its Razorpay stays off: no key
   * the demo could hold would reach Razorpay.)
   */
  upi?: { vpa: string; payeeName: string };
  /** Discount codes to try at checkout (issue 31); none for the pharmacy. */
  discounts?: { code: string; kind: TDiscountKind; value: string; minimumSubtotal: string }[];
}

interface ZonePrices {
  deliveryFee: string;
  minimumOrder: string;
  freeDeliveryOver: string | null;
  etaMinutes: number | null;
}

const prices = (
  deliveryFee: string,
  minimumOrder: string,
  freeDeliveryOver: string | null,
  etaMinutes: number | null,
): ZonePrices => ({ deliveryFee, minimumOrder, freeDeliveryOver, etaMinutes });

/** Each of `days` (0 is Sunday) from `opens` to `closes`. */
const daily = (days: number[], opens: string, closes: string): TOpeningRange[] =>
  days.map((day) => ({ day, opens, closes }));

const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/** A pizza's sizes and toppings: every pizza has the same, as a pizzeria's menu does. */
const PIZZA_OPTIONS: TOptionGroupsRequest = [
  {
    name: "Size",
    required: true,
    options: [
      { name: 'Regular 12"', priceDelta: "0" },
      { name: 'Large 16"', priceDelta: "5.00" },
    ],
  },
  {
    name: "Extra toppings",
    selection: "multiple",
    maxSelect: 3,
    options: [
      { name: "Extra mozzarella", priceDelta: "2.00" },
      { name: "Spicy salami", priceDelta: "2.50" },
      { name: "Olives", priceDelta: "1.50" },
      { name: "Fresh basil", priceDelta: "0" },
    ],
  },
];

export const DEMO_STORES: DemoStore[] = [
  {
    email: "pharmacy@demo.store",
    businessName: "Greenleaf Pharmacy",
    businessSlug: "greenleaf-pharmacy",
    businessType: "pharmacy",
    contactPhone: "+1 212-555-0142",
    address: "120 Hudson Street, New York, NY 10013",
    location: { lat: 40.719669, lng: -74.008839 },
    description: "Your neighbourhood pharmacy: prescriptions, wellness and everyday health essentials.",
    theme: "green",
    logoUrl: "/demo/logo-pharmacy.webp",
    categories: [
      { name: "Pain Relief", description: "Headaches, fever and aches" },
      { name: "Vitamins", description: "Daily supplements" },
      { name: "Personal Care", description: "Skin, hair and hygiene" },
      { name: "First Aid", description: "Bandages, antiseptics and more" },
    ],
    products: [
      [
        "Ibuprofen 200mg (50 tablets)",
        "Fast relief from headaches, fever and muscle pain.",
        "8.99",
        "6.99",
        120,
        true,
        0,
      ],
      [
        "Acetaminophen 500mg (100 caplets)",
        "Gentle on the stomach pain and fever reducer.",
        "10.49",
        null,
        85,
        true,
        0,
      ],
      [
        "Aspirin Low Dose 81mg",
        "Daily low-dose aspirin, 120 enteric-coated tablets.",
        "7.25",
        null,
        6,
        true,
        0,
      ],
      ["Vitamin D3 2000 IU", "Supports bones and immunity. 90 softgels.", "12.99", "9.99", 60, true, 1],
      ["Vitamin C 1000mg", "Immune support with rose hips. 100 tablets.", "11.50", null, 4, true, 1],
      ["Daily Multivitamin", "Complete multivitamin for adults, 120 tablets.", "18.75", null, 40, true, 1],
      ["Omega-3 Fish Oil", "1200mg, purified and burp-free. 60 softgels.", "21.00", "17.50", 25, true, 1],
      ["Moisturising Hand Cream", "Unscented, for dry and cracked hands. 75ml.", "6.40", null, 70, true, 2],
      ["SPF 50 Sunscreen Lotion", "Broad spectrum, water resistant, 200ml.", "14.99", null, 9, true, 2],
      ["Gentle Baby Shampoo", "Tear-free formula, 400ml.", "7.80", null, 0, true, 2],
      ["Adhesive Bandages (40 pack)", "Assorted sizes, flexible fabric.", "4.99", null, 150, true, 3],
      ["Digital Thermometer", "Reads in 10 seconds, with memory.", "15.99", "12.99", 18, true, 3],
      ["Antiseptic Spray", "Cleans cuts and grazes. 100ml.", "8.25", null, 30, false, 3],
    ],
    ads: [
      {
        title: "20% off all vitamins this week",
        imageUrl: "/demo/ad-pharmacy-vitamins.webp",
        link: null,
        isActive: true,
        sortOrder: 0,
      },
      {
        title: "Free flu shots - walk in today",
        imageUrl: "/demo/ad-pharmacy-flu.webp",
        link: "https://www.cdc.gov/flu",
        isActive: true,
        sortOrder: 1,
      },
      {
        title: "Summer sun care sale",
        imageUrl: "/demo/ad-pharmacy-sun.webp",
        link: null,
        isActive: false,
        sortOrder: 2,
      },
    ],
    zones: [
      {
        name: "Lower Manhattan",
        active: true,
        ring: box(-74.02, 40.7, -73.97, 40.735),
        // No time set: the spec's 'Estimated delivery: 30-45 minutes'.
        prices: prices("1.99", "10.00", "35.00", null),
      },
      {
        name: "Brooklyn Heights",
        active: false,
        ring: box(-74.0, 40.69, -73.985, 40.702),
        prices: prices("3.99", "15.00", null, 60),
      },
    ],
    trading: {
      openingHours: [
        ...daily([1, 2, 3, 4, 5], "08:00", "21:00"),
        ...daily([6], "09:00", "18:00"),
        ...daily([0], "10:00", "16:00"),
      ],
      closures: ["2026-12-25", "2027-01-01", "2027-12-25"],
      offersPickup: false,
    },
  },
  {
    email: "restaurant@demo.store",
    staff: [{ email: "kitchen@demo.store", name: "Marco (kitchen)", role: "kitchen" }],
    businessName: "Bella Napoli Trattoria",
    businessSlug: "bella-napoli",
    businessType: "restaurant",
    contactPhone: "+1 718-555-0199",
    address: "245 Bedford Avenue, Brooklyn, NY 11211",
    location: { lat: 40.714513, lng: -73.961273 },
    description: "Wood-fired pizza, fresh pasta and Neapolitan classics, delivered hot.",
    theme: "red",
    logoUrl: "/demo/logo-restaurant.webp",
    categories: [
      { name: "Pizza", description: "Wood-fired, 12 inch" },
      { name: "Pasta", description: "Made fresh every morning" },
      { name: "Starters", description: "To share, or not" },
      { name: "Desserts", description: "Something sweet" },
    ],
    products: [
      [
        "Margherita Pizza",
        "San Marzano tomato, fior di latte, basil, olive oil.",
        "14.00",
        null,
        null,
        true,
        0,
      ],
      ["Diavola Pizza", "Spicy salami, tomato, mozzarella, chilli oil.", "16.50", "14.50", null, true, 0],
      ["Quattro Formaggi", "Mozzarella, gorgonzola, parmesan, fontina.", "17.00", null, null, true, 0],
      ["Truffle Mushroom Pizza", "Wild mushrooms, truffle cream, thyme.", "19.50", null, 5, true, 0],
      ["Spaghetti Carbonara", "Guanciale, egg yolk, pecorino, black pepper.", "15.50", null, null, true, 1],
      ["Penne all'Arrabbiata", "Tomato, garlic and chilli. Vegan.", "12.50", "10.00", null, true, 1],
      ["Lasagna della Nonna", "Slow-cooked beef ragu, bechamel, parmesan.", "17.50", null, 8, true, 1],
      ["Garlic Bread", "Wood-fired focaccia, garlic butter, parsley.", "5.50", null, null, true, 2],
      ["Burrata Caprese", "Creamy burrata, heirloom tomatoes, basil.", "12.00", null, 3, true, 2],
      ["Arancini (4)", "Crispy risotto balls with mozzarella centre.", "8.50", null, null, true, 2],
      ["Tiramisu", "Espresso-soaked savoiardi, mascarpone, cocoa.", "7.50", "6.00", null, true, 3],
      ["Cannoli Siciliani (2)", "Ricotta, pistachio, candied orange.", "6.50", null, 0, true, 3],
      ["Seasonal Risotto", "Ask us about today's risotto.", "18.00", null, null, false, 1],
    ],
    // The truffle pizza is a limited special in one size (its stock is the product's own).
    options: {
      "Margherita Pizza": PIZZA_OPTIONS,
      "Diavola Pizza": PIZZA_OPTIONS,
      "Quattro Formaggi": PIZZA_OPTIONS,
    },
    ads: [
      {
        title: "Pizza Tuesday: 2 for $25",
        imageUrl: "/demo/ad-restaurant-pizza.webp",
        link: null,
        isActive: true,
        sortOrder: 0,
      },
      {
        title: "Free tiramisu on orders over $40",
        imageUrl: "/demo/ad-restaurant-dessert.webp",
        link: null,
        isActive: true,
        sortOrder: 1,
      },
      {
        title: "Christmas menu (coming soon)",
        imageUrl: "/demo/ad-restaurant-xmas.webp",
        link: null,
        isActive: false,
        sortOrder: 2,
      },
    ],
    zones: [
      {
        name: "Williamsburg",
        active: true,
        ring: box(-73.97, 40.7, -73.94, 40.725),
        prices: prices("2.99", "5.00", "40.00", 35),
      },
      {
        name: "Greenpoint",
        active: true,
        ring: box(-73.96, 40.725, -73.935, 40.74),
        prices: prices("4.49", "20.00", "60.00", 45),
      },
      { name: "Bushwick (planned)", active: false, ring: null, prices: prices("5.99", "25.00", null, 50) },
    ],
    discounts: [{ code: "PIZZANIGHT", kind: "percent", value: "15.00", minimumSubtotal: "25.00" }],
    takesTestCards: true,
    trading: {
      // Friday and Saturday nights run past midnight.
      openingHours: [
        ...daily([1, 2, 3, 4], "11:00", "22:00"),
        ...daily([5, 6], "11:00", "01:00"),
        ...daily([0], "12:00", "22:00"),
      ],
      closures: ["2026-12-25"],
      offersPickup: true,
      scheduledOrders: { enabled: true, slotMinutes: 15, leadMinutes: 30, daysAhead: 2, ordersPerSlot: 8 },
    },
  },
  {
    email: "retail@demo.store",
    businessName: "Urban Threads",
    businessSlug: "urban-threads",
    businessType: "retail",
    contactPhone: "+1 646-555-0123",
    address: "88 Prince Street, New York, NY 10012",
    location: { lat: 40.724568, lng: -73.998545 },
    description: "Everyday clothing and accessories from independent designers.",
    theme: "purple",
    logoUrl: "/demo/logo-retail.webp",
    categories: [
      { name: "Tops", description: "Tees, shirts and knitwear" },
      { name: "Bottoms", description: "Jeans, chinos and shorts" },
      { name: "Accessories", description: "Bags, hats and more" },
    ],
    products: [
      ["Organic Cotton Tee", "Heavyweight organic cotton, relaxed fit.", "28.00", "22.00", 45, true, 0],
      ["Linen Button-Down Shirt", "Breathable European linen.", "64.00", null, 12, true, 0],
      ["Merino Crew Sweater", "Fine merino wool, machine washable.", "89.00", "69.00", 7, true, 0],
      ["Striped Breton Top", "Classic navy stripes, 100% cotton.", "38.00", null, 0, true, 0],
      ["Slim Selvedge Jeans", "14oz Japanese selvedge denim.", "120.00", null, 20, true, 1],
      ["Stretch Chinos", "Comfort stretch twill, tapered leg.", "58.00", "45.00", 30, true, 1],
      ["Canvas Shorts", "Garment-dyed cotton canvas.", "42.00", null, 2, true, 1],
      ["Waxed Canvas Tote", "Water resistant with leather handles.", "55.00", null, 15, true, 2],
      ["Wool Beanie", "Ribbed knit, one size.", "24.00", null, 60, true, 2],
      ["Leather Card Holder", "Vegetable-tanned leather, 4 slots.", "35.00", "29.00", 8, true, 2],
      ["Cotton Bandana", "Hand-printed paisley, 55cm square.", "9.50", null, 100, true, 2],
      ["Limited Edition Jacket", "Back in spring.", "180.00", null, 0, false, 0],
    ],
    // Sizes with their own stock: M has sold out while the others are on the shelf (45 in all).
    options: {
      "Organic Cotton Tee": [
        {
          name: "Size",
          tracksStock: true,
          options: [
            { name: "S", quantity: 12 },
            { name: "M", quantity: 0 },
            { name: "L", quantity: 20 },
            { name: "XL", priceDelta: "2.00", quantity: 13 },
          ],
        },
      ],
    },
    ads: [
      {
        title: "New season knitwear has landed",
        imageUrl: "/demo/ad-retail-knit.webp",
        link: null,
        isActive: true,
        sortOrder: 0,
      },
      {
        title: "Free shipping weekend",
        imageUrl: "/demo/ad-retail-shipping.webp",
        link: null,
        isActive: false,
        sortOrder: 1,
      },
    ],
    zones: [
      {
        name: "SoHo & Nolita",
        active: true,
        ring: box(-74.01, 40.715, -73.99, 40.73),
        prices: prices("4.99", "0.00", "75.00", 120),
      },
      {
        name: "Astoria, Queens",
        active: true,
        ring: box(-73.935, 40.755, -73.9, 40.78),
        prices: prices("6.99", "40.00", null, 180),
      },
    ],
    discounts: [{ code: "FREESHIP50", kind: "free_delivery", value: "0.00", minimumSubtotal: "50.00" }],
    trading: {
      openingHours: [...daily([1, 2, 3, 4, 5, 6], "10:00", "20:00"), ...daily([0], "11:00", "18:00")],
      closures: ["2026-12-25", "2027-01-01"],
      offersPickup: false,
    },
  },
  {
    // A chemist in Mumbai, in rupees (issues 45 and 46): UPI to its own ID, cash, and test cards.
    email: "mumbai@demo.store",
    businessName: "Sharma Medicos",
    businessSlug: "sharma-medicos",
    businessType: "pharmacy",
    contactPhone: "+91 98200 41234",
    address: "14 Hill Road, Bandra West, Mumbai 400050",
    location: { lat: 19.054999, lng: 72.834 },
    description: "Medicines, wellness and baby care in Bandra since 1987. Pay by UPI, cash or card.",
    theme: "blue",
    logoUrl: "/demo/logo-pharmacy-mumbai.webp",
    region: { currency: "INR", locale: "en-IN", country: "IN", timeZone: "Asia/Kolkata" },
    upi: { vpa: "sharmamedicos@okicici", payeeName: "Sharma Medicos" },
    takesTestCards: true,
    categories: [
      { name: "Fever & Pain", description: "Tablets and syrups" },
      { name: "Vitamins", description: "Daily supplements" },
      { name: "Personal Care", description: "Skin and hygiene" },
    ],
    products: [
      ["Paracetamol 500mg (15 tablets)", "For fever and mild pain.", "30.00", null, 200, true, 0],
      ["Ibuprofen 400mg (10 tablets)", "For pain and inflammation.", "42.00", "38.00", 90, true, 0],
      ["Cough Syrup 100ml", "Soothing relief for dry cough.", "115.00", null, 40, true, 0],
      ["Vitamin C 500mg (60 tablets)", "Chewable, orange flavour.", "249.00", "199.00", 55, true, 1],
      ["Multivitamin (30 tablets)", "One a day, with zinc.", "399.00", null, 30, true, 1],
      ["Hand Sanitizer 500ml", "70% alcohol, with aloe.", "180.00", null, 75, true, 2],
      ["Antiseptic Liquid 250ml", "For cuts, scrapes and bathing.", "145.00", null, 0, true, 2],
      ["Sunscreen SPF 50 (50g)", "Water resistant, for every day.", "520.00", "449.00", 6, true, 2],
      ["Digital Thermometer", "Reads in 10 seconds, with a beep.", "299.00", null, 25, true, 0],
      ["Baby Lotion 200ml", "Mild, for delicate skin.", "210.00", null, 0, false, 2],
    ],
    ads: [
      {
        title: "Vitamin C: ₹50 off this week",
        imageUrl: "/demo/ad-pharmacy-vitamins.webp",
        link: null,
        isActive: true,
        sortOrder: 0,
      },
      {
        title: "Monsoon care essentials",
        imageUrl: "/demo/ad-pharmacy-flu.webp",
        link: null,
        isActive: false,
        sortOrder: 1,
      },
    ],
    zones: [
      {
        name: "Bandra & Khar",
        active: true,
        ring: box(72.82, 19.04, 72.85, 19.075),
        prices: prices("30.00", "99.00", "499.00", 45),
      },
    ],
    trading: {
      openingHours: daily([0, 1, 2, 3, 4, 5, 6], "08:00", "23:00"),
      closures: [],
      offersPickup: true,
    },
  },
];
