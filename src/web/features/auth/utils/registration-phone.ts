/**
 * What is wrong with the phone typed at registration, or null: a number of the store's country (its
 * time zone's, as the server reads it) or one written with "+" and its country code. libphonenumber-js
 * with its small metadata (and the time zones' countries) is loaded only when a phone was typed; it takes every number the server's
 * full metadata takes (it checks lengths, not each range), so the form never refuses a good number,
 * and the server decides the rest.
 */
export async function registrationPhoneProblem(
  phone: string | null | undefined,
  timeZone: string | undefined,
): Promise<string | null> {
  const text = phone?.trim();
  if (!text) return null;
  const [
    { isSupportedCountry, parsePhoneNumberFromString },
    { registrationCountry, registrationPhoneMessage },
  ] = await Promise.all([import("libphonenumber-js/min"), import("#contracts/registration-phone")]);
  const country = registrationCountry(timeZone);
  const valid = (candidate: string, code?: string | null) =>
    parsePhoneNumberFromString(candidate, code && isSupportedCountry(code) ? code : undefined)?.isValid() ===
    true;
  // "00" is also read as the international prefix, as the server does (decision 0049).
  if (valid(text, country) || (/^00/.test(text) && valid(`+${text.slice(2)}`))) return null;
  return registrationPhoneMessage(country);
}
