import { expect, it } from "vitest";
import type { TProductsPage } from "#contracts/catalog-page";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant } from "#tests/helpers/test-app";

// Issue 45 item 6: a store's lists sort as its language sorts names.
describeOnDrivers("names sorted in the store's language", {}, (t, driver) => {
  it("sorts a Swedish store's names as Swedish does, a US store's as English does", async () => {
    const order = async (locale: string) => {
      const { client } = await registerMerchant(t.app, { locale });
      for (const name of ["Zebra", "Äpple", "Apelsin", "Ost"])
        expect((await client.post("/api/products", { name, price: "1.00" })).statusCode).toBe(201);
      const res = await client.get("/api/products/page?sort=name");
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as TProductsPage;
      return page.products.map((p) => p.name);
    };
    // In Swedish, "Ä" is a letter of its own after "Z"; in English it is an "A". PGlite has ICU's
    // root order alone (db/collation.ts): there every store sorts as English does.
    const swedish =
      driver === "postgres" ? ["Apelsin", "Ost", "Zebra", "Äpple"] : ["Apelsin", "Äpple", "Ost", "Zebra"];
    expect(await order("sv-SE")).toEqual(swedish);
    expect(await order("en-US")).toEqual(["Apelsin", "Äpple", "Ost", "Zebra"]);
  });
});
