import { describe, expect, it } from "vitest";
import type { TOptionGroup } from "#contracts/product-options";
import { ZOptionGroupsInput } from "#contracts/product-options-request";
import {
  checkGroupDrafts,
  copiedGroupDrafts,
  draftStockSum,
  type GroupDraft,
  newGroupDraft,
  newOptionDraft,
  OPTION_FORM_MESSAGES,
  optionFieldId,
  optionRowFieldId,
  toGroupDrafts,
  toOptionGroupsRequest,
  withStockTracking,
} from "./option-groups-form";

/** Saved rows' ids are UUIDs: the request keeps no other. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const SIZE: TOptionGroup = {
  id: uuid(1),
  name: "Size",
  selection: "single",
  required: true,
  minSelect: 1,
  maxSelect: 1,
  tracksStock: true,
  options: [
    { id: uuid(2), name: "S", priceDelta: "0.00", quantity: 4, isAvailable: true },
    { id: uuid(3), name: "M", priceDelta: "0.00", quantity: 0, isAvailable: true },
    { id: uuid(4), name: "L", priceDelta: "2.00", quantity: 6, isAvailable: false },
  ],
};
const EXTRA: TOptionGroup = {
  id: uuid(5),
  name: "Extra",
  selection: "multiple",
  required: false,
  minSelect: 0,
  maxSelect: 2,
  tracksStock: false,
  options: [
    { id: uuid(6), name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
    { id: uuid(7), name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: true },
  ],
};

/** A group as the merchant fills it in: named, with named options. */
const filled = (over: Partial<GroupDraft> = {}, names = ["Small", "Large"]): GroupDraft => ({
  ...newGroupDraft(),
  name: "Size",
  options: names.map((name) => ({ ...newOptionDraft(), name })),
  ...over,
});

/** The messages of `groups`, in screen order. */
const messagesOf = (groups: GroupDraft[]) => Object.values(checkGroupDrafts(groups, "USD"));

describe("the product dialog's option groups", () => {
  it("open a product's groups with their ids, price changes and stock, and send them back unchanged", () => {
    const drafts = toGroupDrafts([SIZE, EXTRA]);
    expect(drafts.map((group) => [group.id, group.name, group.minSelect, group.maxSelect])).toEqual([
      [uuid(1), "Size", "", ""],
      [uuid(5), "Extra", "", "2"],
    ]);
    expect(drafts[0]?.options.map((o) => [o.id, o.priceDelta, o.quantity, o.isAvailable])).toEqual([
      [uuid(2), "", "4", true],
      [uuid(3), "", "0", true],
      [uuid(4), "2.00", "6", false],
    ]);
    expect(checkGroupDrafts(drafts, "USD")).toEqual({});
    const request = toOptionGroupsRequest(drafts, "USD");
    // What the server normalises them to is what they were.
    expect(ZOptionGroupsInput("USD").parse(request)).toEqual([SIZE, EXTRA]);
  });

  it("opens nothing for a product without groups", () => {
    expect(toGroupDrafts(undefined)).toEqual([]);
    expect(toOptionGroupsRequest([], "USD")).toEqual([]);
  });

  it("copy another product's groups without their ids or stock counts", () => {
    const copied = copiedGroupDrafts([SIZE, EXTRA]);
    expect(copied.map((group) => "id" in group)).toEqual([false, false]);
    expect(copied.flatMap((group) => group.options.map((o) => "id" in o))).not.toContain(true);
    expect(copied[0]?.options.map((o) => o.quantity)).toEqual(["", "", ""]);
    // Their keys are new: the copy and the original can both be on one screen.
    const keys = [...copied, ...toGroupDrafts([SIZE])].map((group) => group.key);
    expect(new Set(keys).size).toBe(keys.length);
    const request = toOptionGroupsRequest(
      copied.map((group) => ({ ...group, tracksStock: false })),
      "USD",
    );
    expect(JSON.stringify(request)).not.toContain('"id"');
    expect(request[1]).toEqual({
      name: "Extra",
      selection: "multiple",
      required: false,
      minSelect: 0,
      maxSelect: 2,
      tracksStock: false,
      options: [
        { name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
        { name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: true },
      ],
    });
  });

  it("spell out the rule: one required pick, one optional, several up to all, several from a minimum", () => {
    const drafts = [
      filled({ name: "A" }),
      filled({ name: "B", required: false }),
      filled({ name: "C", selection: "multiple", required: false }),
      filled({ name: "D", selection: "multiple", minSelect: "2", maxSelect: "2" }),
    ];
    expect(checkGroupDrafts(drafts, "USD")).toEqual({});
    const request = toOptionGroupsRequest(drafts, "USD");
    // What the form lets through, the server takes as it is.
    expect(ZOptionGroupsInput("USD").parse(request)).toMatchObject(request);
    const [single, optional, several, between] = request;
    const rule = (group: typeof single) =>
      group && [group.selection, group.required, group.minSelect, group.maxSelect];
    expect(rule(single)).toEqual(["single", true, 1, 1]);
    expect(rule(optional)).toEqual(["single", false, 0, 1]);
    expect(rule(several)).toEqual(["multiple", false, 0, 2]);
    expect(rule(between)).toEqual(["multiple", true, 2, 2]);
    // A required group of several with no minimum typed asks for at least one.
    expect(rule(toOptionGroupsRequest([filled({ selection: "multiple" })], "USD")[0])).toEqual([
      "multiple",
      true,
      1,
      2,
    ]);
  });

  it("send amounts as 2 decimals and a variant's stock as a number", () => {
    const group = withStockTracking(filled({ selection: "multiple", required: false }), true);
    group.options = [
      { ...newOptionDraft(), name: " Small ", priceDelta: "", quantity: "4" },
      { ...newOptionDraft(), name: "Large", priceDelta: " 3 ", quantity: "0" },
    ];
    expect(toOptionGroupsRequest([group], "USD")).toEqual([
      {
        name: "Size",
        selection: "single",
        required: true,
        minSelect: 1,
        maxSelect: 1,
        tracksStock: true,
        options: [
          { name: "Small", priceDelta: "0.00", quantity: 4, isAvailable: true },
          { name: "Large", priceDelta: "3.00", quantity: 0, isAvailable: true },
        ],
      },
    ]);
    expect(draftStockSum(group)).toBe(4);
    expect(draftStockSum({ ...group, options: [{ ...newOptionDraft(), quantity: "x" }] })).toBe(0);
  });

  it("tracking stock makes a group one required choice; turning it off keeps the rest", () => {
    const on = withStockTracking(filled({ selection: "multiple", required: false }), true);
    expect([on.tracksStock, on.selection, on.required]).toEqual([true, "single", true]);
    const off = withStockTracking(on, false);
    expect([off.tracksStock, off.selection, off.required]).toEqual([false, "single", true]);
  });

  it("find what the server would refuse, under the field concerned", () => {
    const group = filled({ name: " " }, ["", "Large", "large"]);
    const [blank, large, again] = group.options as [GroupDraft["options"][number], ...GroupDraft["options"]];
    blank.priceDelta = "3.005";
    large!.priceDelta = "-1";
    again!.priceDelta = "abc";
    expect(checkGroupDrafts([group], "USD")).toEqual({
      [optionFieldId(group, "name")]: "Option group name is required",
      [optionRowFieldId(group, blank, "name")]: "Option name is required",
      [optionRowFieldId(group, blank, "priceDelta")]:
        "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
      [optionRowFieldId(group, large!, "priceDelta")]:
        "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
      [optionRowFieldId(group, again!, "name")]: '"This group" has two options called "large"',
      [optionRowFieldId(group, again!, "priceDelta")]:
        "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
    });
  });

  it("refuse two groups of one name, a group without options, and a second group tracking stock", () => {
    const first = withStockTracking(filled({ name: "Size" }), true);
    first.options = first.options.map((option, i) => ({ ...option, quantity: String(i) }));
    const second = { ...filled({ name: "size" }), options: [] };
    const third = withStockTracking(filled({ name: "Pack" }), true);
    third.options = third.options.map((option) => ({ ...option, quantity: "1" }));
    expect(checkGroupDrafts([first, second, third], "USD")).toEqual({
      [optionFieldId(second, "name")]: 'Two option groups are both called "size"',
      [optionFieldId(second, "options")]: '"size" needs at least one option',
      [optionFieldId(third, "tracksStock")]: "Only one option group per product can track stock",
    });
  });

  it("ask for each variant's stock as a whole number from 0", () => {
    const group = withStockTracking(filled({}, ["S", "M", "L", "XL"]), true);
    const [s, m, l, xl] = group.options;
    s!.quantity = "";
    m!.quantity = "-1";
    l!.quantity = "1.5";
    xl!.quantity = "0";
    expect(checkGroupDrafts([group], "USD")).toEqual({
      [optionRowFieldId(group, s!, "quantity")]: OPTION_FORM_MESSAGES.variantQuantity,
      [optionRowFieldId(group, m!, "quantity")]: "Quantity cannot be negative",
      [optionRowFieldId(group, l!, "quantity")]: "Quantity must be a whole number",
    });
  });

  it("hold each variant's stock, and their sum, to 1,000,000 as the server does", () => {
    const group = withStockTracking(filled({}, ["S", "M", "L"]), true);
    const [s, m, l] = group.options;
    s!.quantity = "1000000";
    m!.quantity = "1000001";
    l!.quantity = "0";
    expect(checkGroupDrafts([group], "USD")).toEqual({
      [optionRowFieldId(group, m!, "quantity")]: "Quantity must be at most 1,000,000",
    });
    m!.quantity = "1";
    const sum = 'The stock of "Size" adds up to 1,000,001; a product\'s stock can be at most 1,000,000';
    expect(checkGroupDrafts([group], "USD")).toEqual({ [optionFieldId(group, "options")]: sum });
    // The server's words exactly: the same groups sent are refused with the same message.
    expect(
      ZOptionGroupsInput("USD").safeParse(toOptionGroupsRequest([group], "USD")).error?.issues[0]?.message,
    ).toBe(sum);
    m!.quantity = "0";
    expect(checkGroupDrafts([group], "USD")).toEqual({});
  });

  it("check several picks: whole numbers from 1, the minimum not above the maximum nor the options", () => {
    const several = (minSelect: string, maxSelect: string, required = true) =>
      filled({ name: "Extra", selection: "multiple", minSelect, maxSelect, required });
    expect(messagesOf([several("", "")])).toEqual([]);
    expect(messagesOf([several("0", "x")])).toEqual([OPTION_FORM_MESSAGES.picks, OPTION_FORM_MESSAGES.picks]);
    expect(messagesOf([several("2", "1")])).toEqual([
      '"Extra": the minimum number of picks (2) is more than the maximum (1)',
    ]);
    expect(messagesOf([several("3", "")])).toEqual([
      '"Extra": the minimum number of picks (3) is more than the maximum (2)',
    ]);
    expect(messagesOf([several("3", "5")])).toEqual([
      '"Extra": customers must pick at least 3, but it has only 2 options',
    ]);
    // An optional group has no minimum, whatever was typed in it before.
    expect(messagesOf([several("9", "", false)])).toEqual([]);
    // A single choice has no picks to check.
    expect(messagesOf([filled({ minSelect: "x", maxSelect: "y" })])).toEqual([]);
  });
});
