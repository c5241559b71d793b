/**
 * A store's currency (issue 45, decision 0067): any circulating ISO 4217 code, with the number of
 * decimals ISO 4217 gives it (its minor unit). Amounts are integers of that minor unit in
 * arithmetic (yen, cents, fils) and decimal strings with exactly that many decimals on the wire.
 */

/** What Node's and the browsers' Intl know (Intl.supportedValuesOf("currency")), less the SDR units. */
export const CURRENCY_CODES: readonly string[] = (
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN " +
  "BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL " +
  "GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF " +
  "KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR " +
  "MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG " +
  "SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD " +
  "UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL"
).split(" ");

/** Every store before issue 45 sold in dollars, and a store that names none still does. */
export const DEFAULT_CURRENCY = "USD";

export const isCurrencyCode = (code: string) => CURRENCY_CODES.includes(code);

// ISO 4217's minor units where they are not 2. Intl's own (CLDR) digits differ for some (IDR, HUF,
// COP and PKR with none, IQD with none): the stored amount follows ISO, and formatting is told the
// digits explicitly, so what is shown is always what is stored.
const NO_DECIMALS = new Set("BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF".split(" "));
const THREE_DECIMALS = new Set("BHD IQD JOD KWD LYD OMR TND".split(" "));

/** The currency's decimals: JPY 0, USD and INR 2, KWD 3. */
export function currencyDigits(code: string): 0 | 2 | 3 {
  if (NO_DECIMALS.has(code)) return 0;
  return THREE_DECIMALS.has(code) ? 3 : 2;
}
