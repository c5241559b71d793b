import { REGISTRATION_PHONE_MESSAGE_START } from "./auth";
import { countryOfTimeZone } from "./time-zone-countries";

// The registration's phone (issue 42, item 8): a number the store can be called on, checked with
// libphonenumber-js in the store's country on both sides (the server with its full metadata, the
// register form with the small one, which never refuses what the full one takes).

/** The country a new store's phone is read in: its time zone's (the register form sends the browser's). */
export const registrationCountry = (timeZone: string | null | undefined): string | null =>
  countryOfTimeZone(timeZone);

/** What the phone field says of a number that is not one in `country` (nor written with "+"). */
export function registrationPhoneMessage(country: string | null): string {
  const name = country && new Intl.DisplayNames(["en"], { type: "region" }).of(country);
  return name
    ? `${REGISTRATION_PHONE_MESSAGE_START} for ${name}, or start it with + and the country code`
    : `${REGISTRATION_PHONE_MESSAGE_START}, starting with + and the country code`;
}
