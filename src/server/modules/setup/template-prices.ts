import { currencyDigits } from "#contracts/currency";
import { fromMinor } from "#contracts/money";

/**
 * About what a US dollar's worth of food or goods costs in each currency, for templates' example
 * prices only (issue 48): a pizza at $11 reads as ₹440, ¥1,300 or 40 AED, not ₹11. Round figures
 * by design, not exchange rates; a currency not listed keeps the dollar figure (factor 1).
 */
const PRICE_SCALE: Record<string, number> = {
  USD: 1,
  EUR: 1,
  GBP: 0.8,
  CHF: 1,
  CAD: 1.3,
  AUD: 1.5,
  NZD: 1.6,
  SGD: 1.3,
  HKD: 8,
  JPY: 120,
  CNY: 5,
  KRW: 1200,
  INR: 40,
  PKR: 150,
  BDT: 60,
  LKR: 150,
  NPR: 60,
  IDR: 8000,
  PHP: 40,
  VND: 15000,
  THB: 25,
  MYR: 3,
  AED: 3.5,
  SAR: 3.5,
  QAR: 3.5,
  KWD: 0.3,
  BHD: 0.35,
  OMR: 0.35,
  JOD: 0.6,
  EGP: 30,
  MAD: 8,
  TRY: 25,
  ILS: 3.5,
  NGN: 800,
  KES: 100,
  GHS: 10,
  ZAR: 12,
  BRL: 4,
  MXN: 15,
  ARS: 800,
  CLP: 800,
  COP: 3000,
  PEN: 3.5,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  PLN: 4,
  CZK: 22,
  HUF: 350,
  RON: 4.5,
};

/**
 * A template's price, given in US dollars, in `currency`: scaled, then rounded to a figure a shop
 * would print (two significant digits from 100 up, one decimal below) in the currency's decimals.
 * Zero stays zero (an option that costs nothing more).
 */
export function templatePrice(dollars: number, currency: string): string {
  const value = dollars * (PRICE_SCALE[currency] ?? 1);
  const unit = 10 ** currencyDigits(currency);
  const step =
    value >= 100 ? 10 ** (Math.floor(Math.log10(value)) - 1) : currencyDigits(currency) === 0 ? 1 : 0.1;
  const rounded = Math.max(Math.round(value / step) * step, value > 0 ? step : 0);
  return fromMinor(Math.round(rounded * unit), currency);
}
