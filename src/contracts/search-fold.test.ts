import { describe, expect, it } from "vitest";
import { searchFold } from "./search-fold";

describe("searchFold", () => {
  it("drops accents and splits compatibility characters, keeping case", () => {
    expect(searchFold("Jalapeño Crème Brûlée")).toBe("Jalapeno Creme Brulee");
    expect(searchFold("ﬁne Ångström")).toBe("fine Angstrom");
    expect(searchFold("İstanbul")).toBe("Istanbul");
    expect(searchFold("plain text")).toBe("plain text");
  });

  it("keeps other scripts' vowel signs: they are letters of the word, not accents", () => {
    expect(searchFold("दवाई")).toBe("दवाई");
    expect(searchFold("صيدلية")).toBe("صيدلية");
  });
});
