import { COUNTRY_CODES } from "#contracts/countries";
import { NativeSelect } from "#web/components/ui/native-select";

const names = new Intl.DisplayNames(["en"], { type: "region" });
const nameOf = (code: string) => names.of(code) ?? code;

let sorted: { code: string; name: string }[] | undefined;
/** The countries by their English name, sorted once, when Settings first shows them. */
const countries = () => {
  sorted ??= COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, "en"),
  );
  return sorted;
};

/**
 * The store's country, for WhatsApp links: phones written without a country code are read as its.
 * "Automatic" (the empty value) names the country the server guesses now, from the store's phone or
 * time zone (`guessed`; null when nothing tells).
 */
export function CountrySelect({
  id,
  value,
  guessed,
  onChange,
}: {
  id: string;
  value: string;
  guessed: string | null;
  onChange: (code: string) => void;
}) {
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{guessed ? `Automatic (${nameOf(guessed)})` : "Automatic (not known)"}</option>
      {countries().map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}
