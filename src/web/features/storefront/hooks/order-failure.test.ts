import { beforeAll, describe, expect, it } from "vitest";
import { PRICING_MESSAGES } from "#contracts/delivery-pricing";
import { DISCOUNT_MESSAGES } from "#contracts/discount-rules";
import { ADDRESS_CHECK_MESSAGES } from "#contracts/geocoding";
import { englishText } from "#contracts/i18n/english";
import es from "#contracts/i18n/es";
import { translator } from "#contracts/i18n/format-message";
import { US_DOLLARS } from "#contracts/money";
import { ORDER_LIMIT_MESSAGES } from "#contracts/order-limits";
import { PHONE_DIGITS_MESSAGE } from "#contracts/phone";
import { OPTION_MESSAGES } from "#contracts/product-options";
import { orderRefusal, type TTradingHours } from "#contracts/trading-hours";
import { loadCatalog } from "#web/lib/i18n/load-catalog";
import { serverText } from "./order-failure";

const spanish = translator(es, "es-US");
const hours = (over: Partial<TTradingHours>): TTradingHours => ({
  timeZone: "America/New_York",
  openingHours: [],
  closures: [],
  pausedUntil: null,
  ...over,
});
const at = (iso: string) => Date.parse(iso);

/** The server's refusals as the contracts write them, and what a Spanish page shows of each. */
const REFUSALS: [string, string][] = [
  [
    orderRefusal(
      "Corner Deli",
      hours({ openingHours: [{ day: 2, opens: "09:00", closes: "17:00" }] }),
      at("2026-05-05T22:00:00Z"),
      "en-US",
    )!,
    "Corner Deli está cerrado en este momento. Abre el Tue 9:00 AM.",
  ],
  [
    orderRefusal(
      "Corner Deli",
      hours({ pausedUntil: "2026-05-05T00:30:00Z" }),
      at("2026-05-05T00:00:00Z"),
      "en-GB",
    )!,
    "Corner Deli no está recibiendo pedidos en este momento. Intenta de nuevo después de las 20:30.",
  ],
  [ORDER_LIMIT_MESSAGES.perProduct("Tea", 20), 'Puedes pedir como máximo 20 de "Tea" en un pedido.'],
  [ORDER_LIMIT_MESSAGES.unitsPerOrder(100), "Puedes pedir como máximo 100 artículos en un pedido."],
  [
    ORDER_LIMIT_MESSAGES.holdShare("Tea", 50, 3),
    'Ya tienes pedidos sin confirmar de "Tea": un cliente puede reservar como máximo el 50 % de sus existencias hasta que la tienda los confirme, así que por ahora puedes pedir 3 más.',
  ],
  [
    ORDER_LIMIT_MESSAGES.holdShare("Tea", 50, 0),
    'Ya tienes pedidos sin confirmar de "Tea": un cliente puede reservar como máximo el 50 % de sus existencias hasta que la tienda los confirme.',
  ],
  [DISCOUNT_MESSAGES.unknown("SAVE10"), '"SAVE10" no es un código de descuento válido'],
  [DISCOUNT_MESSAGES.usedUp("SAVE10"), 'El código "SAVE10" ya se agotó'],
  [
    DISCOUNT_MESSAGES.minimum("SAVE10", 500, "20.00", US_DOLLARS),
    'Agrega $5.00 más para usar "SAVE10" (pedido mínimo $20.00)',
  ],
  [
    PRICING_MESSAGES.belowMinimum(500, 2000, US_DOLLARS),
    "Agrega $5.00 más para pedir entrega aquí: el pedido mínimo es $20.00.",
  ],
  [
    ADDRESS_CHECK_MESSAGES.coarse("Brooklyn"),
    "Encontramos Brooklyn, pero no tu calle: toca el mapa para poner el pin en tu puerta.",
  ],
  [
    OPTION_MESSAGES.unavailable("Pizza", "Size", "Large"),
    '"Large" (Size) ya no está disponible para "Pizza"',
  ],
  // The order's terms (the server's own module): a full slot names its day in the page's language.
  [
    "The Today 6:00 PM slot is full. The next free slot is Tomorrow 6:30 PM.",
    "El horario Hoy 6:00 PM está lleno. El siguiente horario libre es Mañana 6:30 PM.",
  ],
  ['"Tea" has only 2 left', 'Solo quedan 2 de "Tea"'],
  // Words without names: the catalog's said.<English>.
  [
    PHONE_DIGITS_MESSAGE,
    "Escribe un número de teléfono de al menos 7 dígitos para que la tienda pueda llamarte",
  ],
];

describe("the server's words at checkout", () => {
  // The checkout loads English with its code (views/lazy-views.ts): the server's sentences are read by it.
  beforeAll(() => loadCatalog("en"));
  it.each(REFUSALS)("reads %j as it came on an English page", (english) => {
    expect(serverText(english, englishText)).toBe(english);
  });

  it.each(REFUSALS)("reads %j in the page's language", (english, translated) => {
    expect(serverText(english, spanish)).toBe(translated);
  });

  it("shows words it does not know as they came", () => {
    expect(serverText("Something else went wrong", spanish)).toBe("Something else went wrong");
  });

  it("shows a sentence as it came when the catalog's English would not give it back", () => {
    // A thousand reads "1,000" in the catalog's English: the server's "1000" is left as it is.
    expect(serverText(ORDER_LIMIT_MESSAGES.unitsPerOrder(1000), spanish)).toBe(
      "You can order at most 1000 items in one order.",
    );
  });
});
