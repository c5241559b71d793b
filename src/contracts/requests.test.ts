import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import { AD_MESSAGES, ZCreateAdRequest, ZUpdateAdRequest } from "./ads";
import { AUTH_MESSAGES, ZLoginRequest, ZRegisterForm, ZRegisterRequest } from "./auth";
import { SETTINGS_MESSAGES, ZCustomizationRequest } from "./merchant-settings";
import {
  ORDER_MANAGEMENT_MESSAGES as M,
  TRACKING_CODE_PATTERN,
  ZMerchantOrdersQuery,
  ZUpdateOrderStatusRequest,
  ZUpdateOrderTrackingRequest,
} from "./order-management";
import {
  MAX_PRESCRIPTION_BYTES,
  PRESCRIPTION_MESSAGES,
  PRESCRIPTION_URL_PREFIX,
} from "./prescription-messages";
import { ZPrescriptionOrderRequest, ZQuoteRequest } from "./prescriptions";
import { storeDisplayName } from "./storefront";
import { STOREFRONT_REQUEST_MESSAGES, ZMicrositeProductsQuery } from "./storefront-requests";

const ID = "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D";

describe("ads", () => {
  const ad = (patch: Record<string, unknown>) =>
    ZCreateAdRequest.safeParse({ title: "Sale", imageUrl: "/uploads/a.png", ...patch });

  it("defaults to active, sort order 0, no link; trims and keeps web links", () => {
    expect(ad({}).data).toEqual({
      title: "Sale",
      imageUrl: "/uploads/a.png",
      link: null,
      isActive: true,
      sortOrder: 0,
    });
    expect(ad({ link: " https://x.example/sale ", sortOrder: "3" }).data).toMatchObject({
      link: "https://x.example/sale",
      sortOrder: 3,
    });
    expect(ad({ link: "HTTP://X.EXAMPLE" }).data?.link).toBe("HTTP://X.EXAMPLE");
    expect(ad({ link: "  " }).data?.link).toBeNull();
    expect(ad({ imageUrl: " /uploads/b.png " }).data?.imageUrl).toBe("/uploads/b.png");
    expect(ZUpdateAdRequest.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it.each([
    [{ title: " " }, AD_MESSAGES.title],
    [{ imageUrl: "" }, AD_MESSAGES.image],
    [{ imageUrl: undefined }, AD_MESSAGES.image],
    [{ imageUrl: "javascript://%0aalert(1)" }, AD_MESSAGES.imageUrl],
    [{ imageUrl: `/${"a".repeat(2000)}` }, AD_MESSAGES.imageUrl],
    [{ link: "javascript:alert(1)" }, AD_MESSAGES.link],
    [{ link: "https://" }, AD_MESSAGES.link],
    [{ link: "see https://x.example" }, AD_MESSAGES.link],
    [{ title: "x".repeat(101) }, "Ad title must be at most 100 characters"],
    [{ link: "https:///path" }, AD_MESSAGES.link],
    [{ link: "https://x.example/\u0007" }, AD_MESSAGES.link],
    [{ link: `https://x.example/${"a".repeat(2000)}` }, AD_MESSAGES.link],
    [{ link: 5 }, AD_MESSAGES.link],
    [{ isActive: "yes" }, "isActive must be true or false"],
    [{ sortOrder: 2147483648 }, "Sort order must be a whole number"],
  ])("refuses ad %# with its message", (patch, message) => {
    expect(messageOf(ad(patch))).toBe(message);
  });
});

describe("sign-up and sign-in", () => {
  const register = { email: " Ada@Example.COM ", password: "secret", businessName: "Ada's" };

  it("lower-cases and trims the email, defaults the type, and leaves a blank slug to the server", () => {
    expect(ZRegisterRequest.parse({ ...register, businessSlug: "" })).toMatchObject({
      email: "ada@example.com",
      businessType: "retail",
      businessSlug: "",
      contactPhone: null,
    });
    expect(ZRegisterRequest.parse({ ...register, businessSlug: " ada-s " }).businessSlug).toBe("ada-s");
    expect(ZLoginRequest.parse({ email: "A@B.CO", password: "x" })).toEqual({
      email: "a@b.co",
      password: "x",
    });
  });

  it.each([
    [ZRegisterRequest, { ...register, email: "nope" }, AUTH_MESSAGES.email],
    [ZRegisterRequest, { ...register, email: `${"a".repeat(250)}@b.co` }, AUTH_MESSAGES.email],
    [ZRegisterRequest, { ...register, email: 5 }, AUTH_MESSAGES.email],
    [ZRegisterRequest, { ...register, password: "12345" }, AUTH_MESSAGES.passwordMin],
    [ZRegisterRequest, { ...register, password: undefined }, AUTH_MESSAGES.passwordMin],
    [ZRegisterRequest, { ...register, password: "x".repeat(257) }, "Password must be at most 256 characters"],
    [ZRegisterRequest, { ...register, businessName: " " }, AUTH_MESSAGES.businessName],
    [
      ZRegisterRequest,
      { ...register, businessName: "x".repeat(101) },
      "Business name must be at most 100 characters",
    ],
    [
      ZRegisterRequest,
      { ...register, contactPhone: "555\n0100" },
      "Text must not contain control characters",
    ],
    [ZRegisterRequest, { ...register, businessType: "bank" }, AUTH_MESSAGES.businessType],
    [ZRegisterRequest, { ...register, businessSlug: "Ada's" }, AUTH_MESSAGES.slugPattern],
    [
      ZRegisterRequest,
      { ...register, businessSlug: "a".repeat(61) },
      "Business slug must be at most 60 characters",
    ],
    [ZRegisterForm, { ...register, businessSlug: " " }, AUTH_MESSAGES.businessSlug],
    [ZLoginRequest, { email: "a@b.co", password: "" }, AUTH_MESSAGES.passwordRequired],
    [ZLoginRequest, { email: "a@b.co" }, AUTH_MESSAGES.passwordRequired],
  ] as const)("refuses sign-up or sign-in %# with its message", (schema, body, message) => {
    expect(messageOf(schema.safeParse(body))).toBe(message);
  });

  it("takes the longest password and slug allowed", () => {
    expect(ZRegisterRequest.safeParse({ ...register, password: "x".repeat(256) }).success).toBe(true);
    expect(ZRegisterForm.safeParse({ ...register, businessSlug: "a".repeat(60) }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: "a@b.co", password: "x".repeat(257) }).success).toBe(false);
  });
});

describe("store customization", () => {
  it("takes a theme and an image path or URL, blank logo as none", () => {
    expect(ZCustomizationRequest.parse({ theme: "green", logoUrl: " ", contactPhone: " 555 " })).toEqual({
      theme: "green",
      logoUrl: null,
      customDisplayName: null,
      contactPhone: "555",
    });
    expect(ZCustomizationRequest.parse({ theme: "blue", logoUrl: "http://x.example/l.png" }).logoUrl).toBe(
      "http://x.example/l.png",
    );
  });

  it.each([
    [{ theme: "black" }, SETTINGS_MESSAGES.theme],
    [{ theme: "blue", logoUrl: "javascript://%0aalert(1)" }, SETTINGS_MESSAGES.logoUrl],
    [{ theme: "blue", logoUrl: 5 }, SETTINGS_MESSAGES.logoUrl],
    [{ theme: "blue", logoUrl: `/${"a".repeat(2000)}` }, SETTINGS_MESSAGES.logoUrl],
    [{ theme: "blue", acceptsPrescriptions: "yes" }, "acceptsPrescriptions must be true or false"],
    [{ theme: "blue", customDisplayName: "a\nb" }, "Text must not contain control characters"],
    [{ theme: "blue", contactPhone: "555\n0100" }, "Text must not contain control characters"],
  ])("refuses settings %# with its message", (body, message) => {
    expect(messageOf(ZCustomizationRequest.safeParse(body))).toBe(message);
  });
});

describe("prescription orders", () => {
  const body = {
    merchantSlug: "pharmacy",
    customer: { name: "Ada", phone: "555 0100", address: "Here" },
    prescriptionFileUrl: "/api/prescriptions/abc",
  };

  it("takes the file and optional notes, blank as none", () => {
    expect(
      ZPrescriptionOrderRequest.parse({ ...body, notes: " ", prescriptionNotes: "twice a day" }),
    ).toMatchObject({
      prescriptionNotes: "twice a day",
      notes: null,
    });
  });

  it.each([
    [{ prescriptionFileUrl: " " }, PRESCRIPTION_MESSAGES.fileMissing],
    [{ prescriptionFileUrl: undefined }, PRESCRIPTION_MESSAGES.fileMissing],
    [{ prescriptionFileUrl: `/api/prescriptions/${"a".repeat(200)}` }, "File must be at most 200 characters"],
    [{ merchantSlug: " " }, "Store not found"],
    [{ merchantSlug: undefined }, "Store not found"],
    [{ customer: "Ada" }, "Name is required"],
    [
      { location: { lat: 91, lng: 0 } },
      "lat and lng must be numbers: latitude -90 to 90, longitude -180 to 180",
    ],
  ])("refuses prescription order %# with its message", (patch, message) => {
    expect(messageOf(ZPrescriptionOrderRequest.safeParse({ ...body, ...patch }))).toBe(message);
    expect(messageOf(ZPrescriptionOrderRequest.safeParse(null))).toBe("Invalid order");
  });

  it("takes files up to 10MB, served under /api/prescriptions/", () => {
    expect(MAX_PRESCRIPTION_BYTES).toBe(10 * 1024 * 1024);
    expect(PRESCRIPTION_MESSAGES.fileTooLarge).toContain("10MB");
    expect(PRESCRIPTION_URL_PREFIX).toBe("/api/prescriptions/");
  });

  it("quotes more than $0.00", () => {
    expect(ZQuoteRequest("USD").parse({ totalAmount: "12.5", message: " " })).toEqual({
      totalAmount: "12.50",
      message: null,
    });
    expect(messageOf(ZQuoteRequest("USD").safeParse({ totalAmount: "0" }))).toBe(
      PRESCRIPTION_MESSAGES.quoteZero,
    );
  });
});

describe("order management", () => {
  it("takes a status, tracking details and an estimated delivery between 2000 and 2100", () => {
    // Returned to stock is off unless the merchant says so (decision 0043).
    expect(ZUpdateOrderStatusRequest.parse({ status: "confirmed", notes: " " })).toEqual({
      status: "confirmed",
      notes: null,
      restock: false,
    });
    expect(messageOf(ZUpdateOrderStatusRequest.safeParse({ status: "lost" }))).toBe(M.status);
    const tracking = ZUpdateOrderTrackingRequest.parse({ estimatedDelivery: " 2030-05-01T10:00:00Z " });
    expect(tracking.estimatedDelivery).toEqual(new Date("2030-05-01T10:00:00Z"));
    expect(ZUpdateOrderTrackingRequest.parse({ estimatedDelivery: "" }).estimatedDelivery).toBeNull();
    expect(ZUpdateOrderTrackingRequest.parse({ estimatedDelivery: null }).estimatedDelivery).toBeNull();
    expect(ZUpdateOrderTrackingRequest.parse({ trackingInfo: "UPS 1Z" })).toEqual({ trackingInfo: "UPS 1Z" });
    expect(
      ZUpdateOrderTrackingRequest.parse({ estimatedDelivery: "2000-01-01T00:00Z" }).estimatedDelivery,
    ).toEqual(new Date("2000-01-01T00:00Z"));
    expect(
      ZUpdateOrderTrackingRequest.parse({ estimatedDelivery: "2100-12-31T23:59Z" }).estimatedDelivery,
    ).toEqual(new Date("2100-12-31T23:59Z"));
    for (const bad of [
      "tomorrow",
      "2030-05-01",
      "1999-12-31T23:59Z",
      "2101-01-01T00:00Z",
      "2030-13-01T00:00Z",
      "x2030-05-01T10:00Z",
    ]) {
      expect(messageOf(ZUpdateOrderTrackingRequest.safeParse({ estimatedDelivery: bad })), bad).toBe(
        M.estimatedDelivery,
      );
    }
    expect(
      messageOf(ZUpdateOrderTrackingRequest.safeParse({ estimatedDelivery: "2030-05-01T10:00\u0007" })),
    ).toBe("Text must not contain control characters");
    expect(messageOf(ZUpdateOrderTrackingRequest.safeParse({ estimatedDelivery: 5 }))).toBe(
      M.estimatedDelivery,
    );
    expect(messageOf(ZUpdateOrderTrackingRequest.safeParse({}))).toBe(M.trackingEmpty);
    expect(
      ZUpdateOrderTrackingRequest.safeParse({ estimatedDelivery: "soon" }).error?.issues[0],
    ).toMatchObject({
      code: "custom",
      path: ["estimatedDelivery"],
    });
  });

  it("reads the orders list query: filters, a lower-cased cursor, 1 to 200 per page, 50 by default", () => {
    expect(ZMerchantOrdersQuery.parse({})).toEqual({ sort: "newest", limit: 50 });
    expect(
      ZMerchantOrdersQuery.parse({ status: "pending", type: "prescription", cursor: ID, limit: "200" }),
    ).toEqual({
      status: "pending",
      type: "prescription",
      cursor: ID.toLowerCase(),
      sort: "newest",
      limit: 200,
    });
    expect(ZMerchantOrdersQuery.parse({ limit: "1" }).limit).toBe(1);
    for (const [query, message] of [
      [{ status: "lost" }, M.status],
      [{ type: "gift" }, M.orderType],
      [{ cursor: "abc" }, M.cursor],
      [{ cursor: 5 }, M.cursor],
      [{ limit: "0" }, M.limit],
      [{ limit: "201" }, M.limit],
      [{ limit: "1.5" }, M.limit],
      [{ limit: "x" }, M.limit],
    ] as const) {
      expect(messageOf(ZMerchantOrdersQuery.safeParse(query)), JSON.stringify(query)).toBe(message);
    }
  });

  it("knows a tracking code by its pattern", () => {
    expect(TRACKING_CODE_PATTERN.test("AB12CD34")).toBe(true);
    for (const bad of ["ab12cd34", "AB12CD3", "AB12CD345", "XAB12CD34"])
      expect(TRACKING_CODE_PATTERN.test(bad)).toBe(false);
  });
});

describe("storefront", () => {
  it("pages the store's products: a lower-cased uuid cursor, 1 to 200 per page, 200 by default", () => {
    const everything = { price: "all", availability: "all" };
    expect(ZMicrositeProductsQuery.parse({})).toEqual({ limit: 200, ...everything });
    expect(ZMicrositeProductsQuery.parse({ cursor: ID, limit: "1" })).toEqual({
      cursor: ID.toLowerCase(),
      limit: 1,
      ...everything,
    });
    expect(messageOf(ZMicrositeProductsQuery.safeParse({ cursor: "abc" }))).toBe(
      STOREFRONT_REQUEST_MESSAGES.cursor,
    );
    expect(messageOf(ZMicrositeProductsQuery.safeParse({ cursor: 5 }))).toBe(
      STOREFRONT_REQUEST_MESSAGES.cursor,
    );
    for (const limit of ["0", "201", "2.5", "x"]) {
      expect(messageOf(ZMicrositeProductsQuery.safeParse({ limit })), limit).toBe(
        "limit must be a whole number from 1 to 200",
      );
    }
  });

  it("reads a store's product filters: a category id or none, a search, a band, availability, ids", () => {
    expect(
      ZMicrositeProductsQuery.parse({
        category: ` ${ID} `,
        q: "  Zeta special ",
        price: "10-50",
        availability: "out-of-stock",
        ids: `${ID}, ${ID.toLowerCase()},`,
      }),
    ).toEqual({
      limit: 200,
      category: ID.toLowerCase(),
      q: "Zeta special",
      price: "10-50",
      availability: "out-of-stock",
      ids: [ID.toLowerCase()],
    });
    expect(ZMicrositeProductsQuery.parse({ category: "NONE", q: "   " })).toMatchObject({
      category: "none",
      q: undefined,
    });
    expect(messageOf(ZMicrositeProductsQuery.safeParse({ category: "drinks" }))).toBe(
      STOREFRONT_REQUEST_MESSAGES.category,
    );
    expect(messageOf(ZMicrositeProductsQuery.safeParse({ price: "cheap" }))).toBe(
      STOREFRONT_REQUEST_MESSAGES.price,
    );
    expect(messageOf(ZMicrositeProductsQuery.safeParse({ ids: "1,2" }))).toBe(
      STOREFRONT_REQUEST_MESSAGES.ids,
    );
  });

  it("shows the custom display name when there is one", () => {
    expect(storeDisplayName({ businessName: "Corner Shop", customDisplayName: " The Corner " })).toBe(
      "The Corner",
    );
    expect(storeDisplayName({ businessName: "Corner Shop", customDisplayName: "  " })).toBe("Corner Shop");
    expect(storeDisplayName({ businessName: "Corner Shop", customDisplayName: null })).toBe("Corner Shop");
  });
});
