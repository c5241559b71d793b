import { describe, expect, it } from "vitest";
import type { TOptionGroup } from "./product-options";
import { formatOptionsCell, OPTIONS_CSV_MESSAGES as M, parseOptionsCell } from "./product-options-csv";
import { ZOptionGroupsInput } from "./product-options-request";

/** A cell as the upload stores it: parsed, then checked and normalised by the request schema. */
function read(cell: string) {
  const parsed = parseOptionsCell(cell, "USD");
  if (!parsed.ok) throw new Error(parsed.error);
  return ZOptionGroupsInput("USD").parse(parsed.groups);
}
const errorOf = (cell: string) => {
  const parsed = parseOptionsCell(cell, "USD");
  return parsed.ok ? "no error" : parsed.error;
};

let nextId = 0;
const id = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, "0")}`;
const option = (name: string, priceDelta = "0.00", more: Partial<TOptionGroup["options"][number]> = {}) => ({
  id: id(),
  name,
  priceDelta,
  quantity: null,
  isAvailable: true,
  ...more,
});
const group = (name: string, options: TOptionGroup["options"], more: Partial<TOptionGroup> = {}) => ({
  id: id(),
  name,
  selection: "single" as const,
  required: false,
  minSelect: 0,
  maxSelect: 1,
  tracksStock: false,
  options,
  ...more,
});
const withoutIds = (groups: readonly TOptionGroup[]) =>
  groups.map(({ id: _g, options, ...rest }) => ({
    ...rest,
    options: options.map(({ id: _o, ...fields }) => fields),
  }));

/** One group of every kind, each with the cell the export writes for it. */
const KINDS: [TOptionGroup, string][] = [
  [group("Size", [option("Small"), option("Large", "3.00")]), "Size: Small=0|Large=3"],
  [
    group("Crust", [option("Thin"), option("Stuffed", "2.50")], { required: true, minSelect: 1 }),
    "Crust [required]: Thin=0|Stuffed=2.50",
  ],
  [
    group(
      "Colour",
      [
        option("Red", "0.00", { quantity: 5 }),
        option("Blue", "0.00", { quantity: 0 }),
        option("Gold", "10.00", { quantity: 2, isAvailable: false }),
      ],
      { required: true, minSelect: 1, tracksStock: true },
    ),
    "Colour [stock]: Red=0 (5)|Blue=0 (0)|Gold=10 (2, unavailable)",
  ],
  [
    group("Extra", [option("Cheese", "1.50"), option("Olives", "1.00", { isAvailable: false })], {
      selection: "multiple",
      maxSelect: 2,
    }),
    "Extra [multiple]: Cheese=1.50|Olives=1 (unavailable)",
  ],
  [
    group("Sauce", [option("Red"), option("White"), option("Pesto", "0.99")], {
      selection: "multiple",
      maxSelect: 2,
    }),
    "Sauce [multiple, max 2]: Red=0|White=0|Pesto=0.99",
  ],
  [
    group("Sides", [option("Fries", "2.00"), option("Salad", "2.00"), option("Soup", "3.00")], {
      selection: "multiple",
      required: true,
      minSelect: 1,
      maxSelect: 2,
    }),
    "Sides [multiple, required, max 2]: Fries=2|Salad=2|Soup=3",
  ],
  [
    group("Toppings", [option("Ham", "1.00"), option("Egg", "0.50"), option("Corn", "0.25")], {
      selection: "multiple",
      required: true,
      minSelect: 2,
      maxSelect: 3,
    }),
    "Toppings [multiple, min 2]: Ham=1|Egg=0.50|Corn=0.25",
  ],
];

describe("the options cell", () => {
  it("reads the issue's example: two single, optional groups with their price changes", () => {
    expect(read("Size: Small=0|Large=3; Extra: Cheese=1.5")).toEqual([
      {
        id: undefined,
        name: "Size",
        selection: "single",
        required: false,
        minSelect: 0,
        maxSelect: 1,
        tracksStock: false,
        options: [
          { id: undefined, name: "Small", priceDelta: "0.00", quantity: null, isAvailable: true },
          { id: undefined, name: "Large", priceDelta: "3.00", quantity: null, isAvailable: true },
        ],
      },
      {
        id: undefined,
        name: "Extra",
        selection: "single",
        required: false,
        minSelect: 0,
        maxSelect: 1,
        tracksStock: false,
        options: [{ id: undefined, name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true }],
      },
    ]);
  });

  it.each(KINDS)("writes %# canonically: %j", (groupOfKind, cell) => {
    expect(formatOptionsCell([groupOfKind])).toBe(cell);
  });

  it("writes nothing for no groups, and reads a blank cell as none", () => {
    expect(formatOptionsCell([])).toBe("");
    expect(parseOptionsCell("", "USD")).toEqual({ ok: true, groups: [] });
    expect(parseOptionsCell("  ;  ", "USD")).toEqual({ ok: true, groups: [] });
  });

  it("round-trips every kind of group: format, parse and format again is identical, and the groups come back but for their ids", () => {
    const groups = KINDS.map(([g]) => g);
    const cell = formatOptionsCell(groups);
    expect(cell).toBe(KINDS.map(([, c]) => c).join("; "));
    const back = read(cell);
    expect(back.map(({ id: groupId, options }) => [groupId, options.map((o) => o.id)])).toEqual(
      groups.map((g) => [undefined, g.options.map(() => undefined)]),
    );
    expect(withoutIds(back as TOptionGroup[])).toEqual(withoutIds(groups));
    expect(formatOptionsCell(back)).toBe(cell);
  });

  it("escapes exactly the characters that would end a name, and reads them back", () => {
    const awkward = [
      group("Size; or: [this]", [option("A|B=C", "1.00"), option("(Large), 12: in [x]", "2.00")]),
      group("Back\\slash (x), y|z=w", [option("C:\\temp;", "0.00")], { required: true, minSelect: 1 }),
    ];
    const cell = formatOptionsCell(awkward);
    expect(cell).toBe(
      "Size\\; or\\: \\[this]: A\\|B\\=C=1|(Large), 12: in [x]=2; " +
        "Back\\\\slash (x), y|z=w [required]: C:\\\\temp\\;=0",
    );
    expect(withoutIds(read(cell) as TOptionGroup[])).toEqual(withoutIds(awkward));
    expect(formatOptionsCell(read(cell))).toBe(cell);
  });

  it("takes a backslash before any special character, and a lone backslash as itself", () => {
    expect(read("S\\i\\(ze\\): A\\,b\\]=0|Path \\d=1 (unavailable)")).toMatchObject([
      {
        name: "S\\i(ze)",
        options: [
          { name: "A,b]", isAvailable: true },
          { name: "Path \\d", isAvailable: false },
        ],
      },
    ]);
  });

  it("reads settings and details in any case and spacing, with or without spaces around separators", () => {
    expect(
      read(
        "  Size [ STOCK ]:S=0(4)| M = +$1.5 ( 0 , Unavailable ) ;Extra[Multiple,Required,MAX 1,]:Cheese=1|Ham=$2;;",
      ),
    ).toMatchObject([
      {
        name: "Size",
        tracksStock: true,
        selection: "single",
        minSelect: 1,
        options: [
          { name: "S", quantity: 4, priceDelta: "0.00" },
          { name: "M", quantity: 0, priceDelta: "1.50", isAvailable: false },
        ],
      },
      {
        name: "Extra",
        selection: "multiple",
        minSelect: 1,
        maxSelect: 1,
        options: [{}, { priceDelta: "2.00" }],
      },
    ]);
    expect(read("A [Multiple, Minimum 2]: x=0|y=0")).toMatchObject([{ minSelect: 2, maxSelect: 2 }]);
  });

  it("takes the rules the request schema takes: min and max, required with a minimum, stock with single and required", () => {
    expect(read("Sauce [multiple, min 2, max 3, required]: A=0|B=0|C=0|D=0")).toMatchObject([
      { selection: "multiple", required: true, minSelect: 2, maxSelect: 3 },
    ]);
    expect(read("Size [single, required, stock]: S=0 (1)")).toMatchObject([
      { tracksStock: true, minSelect: 1, maxSelect: 1 },
    ]);
    expect(read("Extra [multiple, min 1, min 1]: A=0")).toMatchObject([{ minSelect: 1 }]);
  });

  it.each([
    ["Size Small=0|Large=3", M.noColon("Size Small=0|Large=3")],
    [`Size: S=0; ${"x".repeat(50)}`, M.noColon(`${"x".repeat(40)}…`)],
    [": S=0", M.noGroupName],
    [" [multiple]: S=0", M.noGroupName],
    ["Size:  ", M.noOptions("Size")],
    ["Size: Small|Large=3", M.optionFormat("Size")],
    ["Size: Small=0||Large=3", M.optionFormat("Size")],
    ["Size: =3", M.optionFormat("Size")],
    ["Size: Large=", M.optionFormat("Size")],
    ["Size: Large= (5)", M.optionFormat("Size")],
    ["Size: Large=1.5.0", M.priceChange("1.5.0", "Large", "Size")],
    ["Size: Large=-1", M.priceChange("-1", "Large", "Size")],
    ["Size: Large=1.234", M.priceChange("1.234", "Large", "Size")],
    ["Size: Large=3 5)", M.priceChange("3 5)", "Large", "Size")],
    ["Size: Large=100000000", M.priceChange("100000000", "Large", "Size")],
    ["Size [multiple: S=0", M.settingsFormat("Size")],
    ["Size [multiple] x: S=0", M.settingsFormat("Size")],
    ["Size [foo]: S=0", M.unknownSetting("foo", "Size")],
    ["Size [Multiple, Big]: S=0", M.unknownSetting("big", "Size")],
    ["Size [multiple, min]: S=0", M.pickCount("min", "Size")],
    ["Size [multiple, max two]: S=0", M.pickCount("max", "Size")],
    ["Size [multiple, min -1]: S=0", M.pickCount("min", "Size")],
    ["Size [single, multiple]: S=0", M.bothSettings("single", "multiple", "Size")],
    ["Size [required, optional]: S=0", M.bothSettings("required", "optional", "Size")],
    ["Size [multiple, max 1, max 2]: S=0", M.bothSettings("max 1", "max 2", "Size")],
    ["Size [multiple, optional, min 1]: S=0", M.bothSettings("optional", "min 1", "Size")],
    ["Size [multiple, min 0, required]: S=0", M.bothSettings("required", "min 0", "Size")],
    ["Size [max 2]: S=0|M=0", M.picksNeedMultiple("max 2", "Size")],
    ["Size [single, min 1]: S=0", M.picksNeedMultiple("min 1", "Size")],
    ["Size [stock, min 1]: S=0 (1)", M.picksNeedMultiple("min 1", "Size")],
    ["Size [stock]: S=0 (5", M.detailsFormat("S", "Size")],
    ["Size [stock]: S=0 (5) x", M.detailsFormat("S", "Size")],
    ["Size: S=0 (sold out)", M.unknownDetail("sold out", "S", "Size")],
    ["Size [stock]: S=0 (1.5)", M.stockQuantity("1.5", "S", "Size")],
    ["Size [stock]: S=0 (-2)", M.stockQuantity("-2", "S", "Size")],
    ["Size [stock]: S=0 (1000001)", M.stockTooLarge("1000001", "S", "Size")],
    ["Size [stock]: S=0 (2147483648)", M.stockTooLarge("2147483648", "S", "Size")],
    ["Size [stock]: S=0 (5, 6)", M.bothDetails("5", "6", "S", "Size")],
    ["Size: S=0 (5)", M.quantityWithoutStock("S", "Size")],
    ["Size [stock]: S=0 (5)|M=0", M.missingQuantity("M", "Size")],
    ["Size [stock]: S=0 (unavailable)", M.missingQuantity("S", "Size")],
  ])("refuses %j: %s", (cell, message) => {
    expect(errorOf(cell)).toBe(message);
    expect(message).toMatch(/^Options: /);
    expect(message).not.toMatch(/\n/);
  });

  it("spells its messages out", () => {
    expect(M.optionFormat("Size")).toBe(
      'Options: write each option of "Size" as name=price change, e.g. Large=3',
    );
    expect(M.noOptions("Size")).toBe('Options: "Size" has no options after ":"');
    expect(M.priceChange("1.5.0", "Large", "Size")).toBe(
      'Options: "1.5.0" is not a price change (option "Large" of "Size")',
    );
    expect(M.unknownSetting("foo", "Size")).toBe(
      'Options: unknown setting "foo" for "Size" (use single, multiple, required, optional, stock, min N, max N)',
    );
  });

  it("names the first bad group of several", () => {
    expect(errorOf("Size: S=0; Extra: Cheese")).toBe(M.optionFormat("Extra"));
  });

  it("never throws, whatever the cell holds", () => {
    for (const cell of [
      "\\",
      ":",
      "[",
      "]:",
      "a:\\",
      "a:b=\\",
      "a [\\]: b=0",
      "a:b=0 (\\)",
      "\u0000:\u0000=0",
    ])
      expect(() => parseOptionsCell(cell, "USD")).not.toThrow();
  });
});
