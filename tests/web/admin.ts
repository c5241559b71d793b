import type {
  TAdminMerchant,
  TAdminMerchantDetail,
  TAdminMerchantList,
  TAdminStats,
  TOperator,
  TOperatorAction,
} from "#contracts/admin";

/** The operator console's test data (issue 47): an operator, stores as the console lists them. */
export const OPERATOR: TOperator = {
  platformRole: "operator",
  person: { id: "p-op", name: "Oona Operator", email: "oona@platform.example" },
  viewAs: null,
};

export const SUPPORT: TOperator = {
  ...OPERATOR,
  platformRole: "support",
  person: { id: "p-sup", name: "Sam Support", email: "sam@platform.example" },
};

export function adminMerchant(overrides: Partial<TAdminMerchant> = {}): TAdminMerchant {
  return {
    id: "m-1",
    businessName: "Sunrise Pharmacy",
    businessSlug: "sunrise-pharmacy",
    businessType: "pharmacy",
    email: "owner@sunrise.example",
    status: "pending",
    statusReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    products: 0,
    orders30d: 0,
    revenue30d: { currency: "USD", amount: "0.00" },
    lastSignInAt: null,
    contactPhone: "+1 212 555 0142",
    address: "12 Main Street, Springfield",
    description: "Prescriptions and remedies since 1990.",
    licenceNumber: "PH-12345",
    ...overrides,
  };
}

export function adminMerchantDetail(overrides: Partial<TAdminMerchantDetail> = {}): TAdminMerchantDetail {
  return {
    ...adminMerchant(),
    statusChangedAt: null,
    suspendedAt: null,
    members: [{ name: "Ada Owner", email: "owner@sunrise.example", role: "owner" }],
    openOrders: 0,
    history: [],
    ...overrides,
  };
}

export const page = (merchants: TAdminMerchant[], total = merchants.length, offset = 0, limit = 10) =>
  ({ merchants, total, offset, limit }) satisfies TAdminMerchantList;

export function operatorAction(overrides: Partial<TOperatorAction> = {}): TOperatorAction {
  return {
    id: "a-1",
    action: "approve",
    actor: { id: "p-op", name: "Oona Operator", email: "oona@platform.example" },
    merchantId: "m-1",
    storeName: "Sunrise Pharmacy",
    reason: null,
    details: {},
    createdAt: "2026-11-21T09:30:00.000Z",
    ...overrides,
  };
}

const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}`;

export const STATS: TAdminStats = {
  stores: { pending: 2, approved: 10, rejected: 1, suspended: 1 },
  days: Array.from({ length: 30 }, (_, i) => ({
    date: day(i + 1),
    newStores: i % 7 === 0 ? 1 : 0,
    orders: i,
  })),
  revenue: [
    {
      currency: "USD",
      days: Array.from({ length: 30 }, (_, i) => ({
        date: day(i + 1),
        amount: i === 29 ? "120.50" : "0.00",
      })),
      total: "120.50",
    },
    {
      currency: "INR",
      days: Array.from({ length: 30 }, (_, i) => ({
        date: day(i + 1),
        amount: i === 28 ? "950.00" : "0.00",
      })),
      total: "950.00",
    },
  ],
  busiest: [
    {
      id: "m-9",
      businessName: "Bella Napoli",
      businessSlug: "bella-napoli",
      orders: 42,
      revenue: { currency: "USD", amount: "1234.00" },
    },
  ],
  failedMail: 3,
  awaitingSettlement: {
    count: 1,
    orders: [
      {
        id: "0b6c2f1e-1111-4222-8333-94445555abcd",
        merchantId: "m-9",
        businessName: "Bella Napoli",
        paymentMethod: "card",
        amount: { currency: "USD", amount: "25.00" },
        createdAt: "2026-11-30T08:00:00.000Z",
      },
    ],
  },
};
