import { describe, expect, it } from "vitest";
import { formatMoney } from "#contracts/money";
import { ownDirection } from "#contracts/text-direction";
import type { MailOrder, MailOrderItem, MailStore } from "../mail-data-queries";
import { mailText } from "./mail-language";
import { type MailToRender, type OrderMailKind, renderMail } from "./render-mail";

// Issue 45 item 3: the customer's mails about an order are in the language they ordered in, with
// the store's formats in it; the store's own mails stay English.
const store = {
  id: "m1",
  businessName: "Bella Napoli",
  customDisplayName: null,
  businessSlug: "bella-napoli",
  logoUrl: null,
  theme: "red",
  contactPhone: "+1 718 555 0100",
  address: "245 Bedford Avenue, Brooklyn",
  timeZone: "America/New_York",
  locale: "en-US",
} as MailStore;

const order = {
  id: "5f0c2f1e-1111-4222-8333-900000000042",
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "regular",
  currency: "USD",
  language: "en",
  totalAmount: "36.50",
  subtotal: "35.50",
  deliveryFee: "3.00",
  discountCode: "WELCOME10",
  discountAmount: "2.00",
  fulfilment: "delivery",
  scheduledFor: new Date("2026-11-25T23:00:00.000Z"),
  etaMinutes: null,
  deliveryZoneName: null,
  customerName: "Gino",
  customerPhone: "+1 212 555 0100",
  customerAddress: "7 Harbor Lane, New York",
  notes: "Ring twice",
  prescriptionNotes: null,
  createdAt: new Date("2026-11-24T17:00:00.000Z"),
  paymentMethod: "cash",
  paymentStatus: "unpaid",
  amountPaid: "0.00",
  amountRefunded: "0.00",
} as MailOrder;

const items = [
  { orderId: order.id, productName: "Margherita", quantity: 1, price: "21.00", options: [] },
  { orderId: order.id, productName: "Calzone", quantity: 2, price: "7.25", options: [] },
] as unknown as MailOrderItem[];

const NUMBER = "#00000042";

function render(
  kind: OrderMailKind,
  language: string,
  { payload = {}, ...changes }: Partial<MailOrder> & { payload?: MailToRender["payload"] } = {},
) {
  return renderMail({
    kind,
    payload,
    baseUrl: "https://shop.test",
    store,
    order: { ...order, ...changes, language },
    items,
    logoSrc: null,
  });
}

describe("a customer's mail in Spanish", () => {
  it("confirms the order in Spanish: subject, heading, rows, totals, dates and button", () => {
    const mail = render("customer_order_placed", "es");
    expect(mail.subject).toBe(`¡Pedido realizado! ${NUMBER} en Bella Napoli`);
    expect(mail.text).toContain("\n¡Pedido realizado!\n");
    expect(mail.text).toContain("Gracias por tu pedido. Pronto lo prepararemos para la entrega.");
    expect(mail.text).toContain(`Pedido: ${NUMBER}\nEstado: Pendiente\n`);
    // The store's formats (a New York store's dollars and time) in Spanish: "es-US".
    expect(mail.text).toContain("Modalidad: Entrega a domicilio · 25 nov 2026, 6:00 p.m.");
    expect(mail.text).toContain("Dirección: 7 Harbor Lane, New York");
    expect(mail.text).toContain("Pago: A pagar en efectivo: $36.50");
    expect(mail.text).toContain(
      "Subtotal: $35.50\nCosto de envío: $3.00\nDescuento (WELCOME10): −$2.00\nTotal: $36.50",
    );
    expect(mail.text).toContain("Sigue tu pedido: https://shop.test/microsite/bella-napoli/track/TRACK042");
    // The store's words stay its own.
    expect(mail.text).toContain("1 × Margherita  $21.00\n2 × Calzone  $14.50");
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es"><head>/);
    expect(mail.html).not.toContain('dir="rtl"');
    expect(mail.html).toContain(">Sigue tu pedido</a>");
    for (const english of ["Order", "Status", "Fulfilment", "Payment", "Delivery fee", "Track Your Order"])
      expect(mail.text).not.toContain(`${english}:`);
  });

  it("says a pickup, a prescription and what is left of a card payment in Spanish", () => {
    const pickup = render("customer_order_placed", "es", { fulfilment: "pickup", scheduledFor: null });
    expect(pickup.text).toContain("Gracias por tu pedido. Pronto lo prepararemos para que lo recojas.");
    expect(pickup.text).toContain("Modalidad: Retiro en tienda · lo antes posible");
    expect(pickup.text).not.toContain("Costo de envío");

    const prescription = render("customer_order_placed", "es", {
      orderType: "prescription",
      totalAmount: "0.00",
    });
    expect(prescription.text).toContain("Recibimos tu receta. Te contactaremos para darte el precio.");

    const refunded = render("customer_status_changed", "es", {
      payload: { status: "cancelled" },
      status: "cancelled",
      paymentMethod: "card",
      paymentStatus: "refunded",
      amountPaid: "36.50",
      amountRefunded: "36.50",
    });
    expect(refunded.text).toContain("Pago: Pagado con tarjeta\nReembolsado: $36.50");
  });

  it("tells a status change in Spanish, with the store's note as written", () => {
    const mail = render("customer_status_changed", "es", {
      payload: { status: "confirmed", note: "Oven is hot" },
    });
    expect(mail.subject).toBe(`Tu pedido ${NUMBER}: Confirmado`);
    expect(mail.text).toContain("\nEstado del pedido: Confirmado\n");
    expect(mail.text).toContain(`El estado de tu pedido ${NUMBER} de Bella Napoli ahora es: Confirmado.`);
    expect(mail.text).toContain("\nOven is hot\n");
    expect(mail.text).toContain("Sigue tu pedido: ");
  });

  it("sends a quote in Spanish, offering to pay it by card", () => {
    const mail = render("customer_quote", "es", {
      orderType: "prescription",
      payload: { totalAmount: "18.40", message: "Generic brand, same dose", payNow: "yes" },
    });
    expect(mail.subject).toBe("Cotización de tu receta: $18.40 en Bella Napoli");
    expect(mail.text).toContain("\nTu cotización: $18.40\n");
    expect(mail.text).toContain(`Bella Napoli cotizó tu pedido con receta ${NUMBER}: $18.40.`);
    expect(mail.text).toContain("Generic brand, same dose");
    expect(mail.text).toContain("Puedes pagar $18.40 con tarjeta en la página de tu pedido.");
    expect(mail.text).toContain("Pagar ahora: https://shop.test/");
    expect(mail.html).toContain(">Pagar ahora</a>");
  });

  it("writes yen in the store's formats, without decimals", () => {
    const yen = {
      currency: "JPY",
      totalAmount: "1200",
      subtotal: "1200",
      deliveryFee: "0",
      discountAmount: "0",
    };
    const yenItems = [{ ...items[0]!, price: "1200" }];
    const mail = renderMail({
      kind: "customer_order_placed",
      payload: {},
      baseUrl: "https://shop.test",
      store,
      order: { ...order, ...yen, language: "es" },
      items: yenItems,
      logoSrc: null,
    });
    expect(mail.text).toContain("Total: ¥1,200");
    expect(mail.text).toContain("Pago: A pagar en efectivo: ¥1,200");
    expect(mail.text).not.toMatch(/1,200\.00/);

    // A Tokyo store's yen, in Spanish: "es-JP".
    const tokyo = renderMail({
      kind: "customer_order_placed",
      payload: {},
      baseUrl: "https://shop.test",
      store: { ...store, locale: "ja-JP", timeZone: "Asia/Tokyo" },
      order: { ...order, ...yen, language: "es" },
      items: yenItems,
      logoSrc: null,
    });
    const total = formatMoney("1200", { currency: "JPY", locale: "es-JP" });
    expect(total).not.toMatch(/[.,]\d\d\b/);
    expect(tokyo.text).toContain(`Total: ${total}`);
  });
});

describe("a customer's mail in Arabic", () => {
  // A name, a number or a code inside an Arabic sentence keeps its own direction (decision 0068).
  const own = (text: string) => ownDirection(text);

  it("confirms the order right to left, in Arabic", () => {
    const mail = render("customer_order_placed", "ar");
    expect(mail.subject).toBe(`تم تقديم الطلب! ${own(NUMBER)} لدى ${own("Bella Napoli")}`);
    expect(mail.text).toContain("\nتم تقديم الطلب!\n");
    expect(mail.text).toContain("شكرًا على طلبك. سنجهّزه للتوصيل قريبًا.");
    expect(mail.text).toContain(`الطلب: ${NUMBER}\nالحالة: قيد الانتظار\nطريقة التسليم: توصيل · `);
    expect(mail.text).toContain("العنوان: 7 Harbor Lane, New York");
    expect(mail.text).toContain("المستحق نقدًا: ");
    expect(mail.text).toMatch(/الخصم \(\u2068?WELCOME10\u2069?\): −/);
    expect(mail.text).toContain("تتبّع طلبك: https://shop.test/");
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl"><head>/);
    // The column says it too (mail apps drop <html>'s attributes), and amounts keep to the left.
    expect(mail.html).toContain('<table role="presentation" dir="rtl"');
    expect(mail.html).toContain("text-align:left");
    expect(mail.html).not.toContain("text-align:right");
    // The store's dollars in Arabic: "ar-US".
    expect(mail.text).toContain(`الإجمالي: ${formatMoney("36.50", { currency: "USD", locale: "ar-US" })}`);
    expect(mail.text).toContain("US$");
  });

  it("tells a status change and a quote in Arabic", () => {
    const status = render("customer_status_changed", "ar", { payload: { status: "processing" } });
    expect(status.subject).toBe(`طلبك ${own(NUMBER)}: ${own("قيد التجهيز")}`);
    expect(status.text).toMatch(/\nحالة الطلب: \u2068?قيد التجهيز\u2069?\n/);
    expect(status.text).toContain(
      `حالة طلبك ${own(NUMBER)} من ${own("Bella Napoli")} الآن: ${own("قيد التجهيز")}.`,
    );
    expect(status.html).toContain('dir="rtl"');

    const quote = render("customer_quote", "ar", {
      orderType: "prescription",
      payload: { totalAmount: "18.40" },
    });
    const amount = formatMoney("18.40", { currency: "USD", locale: "ar-US" });
    expect(quote.subject).toBe(`عرض سعر وصفتك الطبية: ${own(amount)} لدى ${own("Bella Napoli")}`);
    expect(quote.text).toContain(`\nعرض السعر: ${own(amount)}\n`);
    expect(quote.text).toContain(`تتبّع طلبك: https://shop.test/`);
    expect(quote.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("mails in English", () => {
  it("reads as it always has", () => {
    const mail = render("customer_order_placed", "en");
    expect(mail.subject).toBe(`Order Placed! ${NUMBER} at Bella Napoli`);
    expect(mail.text).toBe(
      [
        "Bella Napoli",
        "",
        "Order Placed!",
        "",
        "Thank you for your order. We'll prepare it for delivery shortly.",
        "",
        `Order: ${NUMBER}`,
        "Status: Pending",
        "Fulfilment: Delivery · Nov 25, 2026, 6:00 PM",
        "Address: 7 Harbor Lane, New York",
        "Payment: Cash due $36.50",
        "",
        "1 × Margherita  $21.00",
        "2 × Calzone  $14.50",
        "",
        "Subtotal: $35.50",
        "Delivery fee: $3.00",
        "Discount (WELCOME10): −$2.00",
        "Total: $36.50",
        "",
        "Track Your Order: https://shop.test/microsite/bella-napoli/track/TRACK042",
        "",
        "Bella Napoli · 245 Bedford Avenue, Brooklyn · +1 718 555 0100",
      ].join("\n"),
    );
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en"><head>/);
    expect(mail.html).not.toContain("dir=");
    expect(mail.html).toContain('<td style="padding:4px 12px 4px 0;color:#6b7280;');
    expect(mail.html).toContain("text-align:right");

    const status = render("customer_status_changed", "en", { payload: { status: "confirmed" } });
    expect(status.subject).toBe(`Your order ${NUMBER} is Confirmed`);
    expect(status.text).toContain(`Your order ${NUMBER} from Bella Napoli is now Confirmed.`);
    const quote = render("customer_quote", "en", { payload: { totalAmount: "18.40", payNow: "yes" } });
    expect(quote.subject).toBe("Your prescription quote: $18.40 at Bella Napoli");
    expect(quote.text).toContain("You can pay $18.40 by card on your order's page.\n\nPay now: ");
  });

  it("is what a language the mails do not speak gets", () => {
    expect(render("customer_order_placed", "fr")).toEqual(render("customer_order_placed", "en"));
  });

  it("is what the store's own mails stay in, whatever the customer's language", () => {
    for (const kind of ["merchant_new_order", "merchant_new_prescription"] as const) {
      const english = render(kind, "en");
      expect(render(kind, "es")).toEqual(english);
      expect(render(kind, "ar")).toEqual(english);
    }
    const mail = render("merchant_new_order", "ar");
    expect(mail.subject).toBe("New order #5f0c2f1e · $36.50 · Gino");
    expect(mail.text).toContain("Fulfilment: Delivery · Nov 25, 2026, 6:00 PM");
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe("mailText", () => {
  it("gives each language's words with the store's formats in it", () => {
    expect(mailText("es", "en-US").locale).toBe("es-US");
    expect(mailText("ar", "ja-JP").locale).toBe("ar-JP");
    expect(mailText("en", "ja-JP").locale).toBe("en-JP");
    expect(mailText("xx", "en-US")).toMatchObject({ language: "en", locale: "en-US" });
    expect(mailText("hi").t("mail.statusChangedSubject", { number: "#1", status: "रद्द" })).toBe(
      "आपका ऑर्डर #1: रद्द",
    );
  });
});
