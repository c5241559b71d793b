import { z } from "zod";
import { perCurrency, ZOptionalAmount } from "./amount";
import { CATALOG_MESSAGES, MAX_STOCK } from "./catalog-messages";
import { UUID_PATTERN } from "./ids";
import { fromMinor } from "./money";
import { OPTION_LIMITS, OPTION_SELECTIONS, type TOptionGroup, variantStockSum } from "./product-options";
import { ZQuantity } from "./quantity";
import { requiredText } from "./text";

/**
 * How a merchant sends a product's option groups (POST/PUT /api/products, the CSV's options
 * column): the whole list, in its order. A group or option sent with the id it already has keeps
 * it (a cart's lines stay valid across an edit); without one, or with an id that is not this
 * product's, it is new. The choice rule is normalised here, so the server stores only consistent
 * groups: a single choice takes at most one pick, a required group at least one, and the group that
 * tracks stock is a single, required choice whose options each have a quantity.
 */

export const OPTION_REQUEST_MESSAGES = {
  groupName: "Option group name is required",
  optionName: "Option name is required",
  selection: 'selection must be "single" or "multiple"',
  noOptions: (group: string) => `"${group}" needs at least one option`,
  tooManyOptions: (group: string) => `"${group}" can have at most ${OPTION_LIMITS.optionsPerGroup} options`,
  tooManyGroups: `A product can have at most ${OPTION_LIMITS.groupsPerProduct} option groups`,
  sameGroupName: (group: string) => `Two option groups are both called "${group}"`,
  sameOptionName: (group: string, option: string) => `"${group}" has two options called "${option}"`,
  twoStockGroups: "Only one option group per product can track stock",
  stockGroupRule: (group: string) => `"${group}" tracks stock, so it must be a single, required choice`,
  minAboveMax: (group: string, min: number, max: number) =>
    `"${group}": the minimum number of picks (${min}) is more than the maximum (${max})`,
  minAboveOptions: (group: string, min: number, options: number) =>
    `"${group}": customers must pick at least ${min}, but it has only ${options} option${options === 1 ? "" : "s"}`,
  requiredWithoutMinimum: (group: string) => `"${group}" is required, so customers must pick at least 1`,
  picks: "minSelect and maxSelect must be whole numbers from 0",
  maxAtLeastOne: (group: string) => `"${group}": customers must be able to pick at least 1`,
  groups: "optionGroups must be a list of option groups",
} as const;

const ZId = z
  .string()
  .regex(UUID_PATTERN)
  .transform((id) => id.toLowerCase())
  .optional()
  .catch(undefined);

const ZPicks = z
  .number({ error: OPTION_REQUEST_MESSAGES.picks })
  .int(OPTION_REQUEST_MESSAGES.picks)
  .min(0, OPTION_REQUEST_MESSAGES.picks)
  .max(1000, OPTION_REQUEST_MESSAGES.picks)
  .optional();

const optionInput = (currency: string) =>
  z.object(
    {
      id: ZId,
      name: requiredText({
        message: OPTION_REQUEST_MESSAGES.optionName,
        max: OPTION_LIMITS.optionName,
        label: "Option name",
      }),
      priceDelta: ZOptionalAmount("Price change", currency)
        .optional()
        .transform((v) => v ?? fromMinor(0, currency)),
      quantity: ZQuantity.optional(),
      isAvailable: z.boolean({ error: "isAvailable must be true or false" }).default(true),
    },
    { error: OPTION_REQUEST_MESSAGES.optionName },
  );

/** A group as the server stores it: ids (when kept), the normalised rule, options in order. */
export interface TOptionGroupInput extends Omit<TOptionGroup, "id" | "options"> {
  id?: string;
  options: (Omit<TOptionGroup["options"][number], "id"> & { id?: string })[];
}

const optionGroupInput = (currency: string) =>
  z
    .object(
      {
        id: ZId,
        name: requiredText({
          message: OPTION_REQUEST_MESSAGES.groupName,
          max: OPTION_LIMITS.groupName,
          label: "Option group name",
        }),
        selection: z.enum(OPTION_SELECTIONS, { error: OPTION_REQUEST_MESSAGES.selection }).default("single"),
        required: z.boolean({ error: "required must be true or false" }).optional(),
        minSelect: ZPicks,
        maxSelect: ZPicks,
        tracksStock: z.boolean({ error: "tracksStock must be true or false" }).default(false),
        options: z.array(optionInput(currency), { error: "options must be a list of options" }),
      },
      { error: OPTION_REQUEST_MESSAGES.groupName },
    )
    .transform((group, ctx): TOptionGroupInput => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const { name, options } = group;
      if (options.length === 0) return fail(OPTION_REQUEST_MESSAGES.noOptions(name));
      if (options.length > OPTION_LIMITS.optionsPerGroup)
        return fail(OPTION_REQUEST_MESSAGES.tooManyOptions(name));
      const seen = new Set<string>();
      for (const option of options) {
        const key = option.name.toLowerCase();
        if (seen.has(key)) return fail(OPTION_REQUEST_MESSAGES.sameOptionName(name, option.name));
        seen.add(key);
      }
      if (group.tracksStock && (group.selection !== "single" || group.required === false))
        return fail(OPTION_REQUEST_MESSAGES.stockGroupRule(name));

      let minSelect: number;
      let maxSelect: number;
      if (group.selection === "single" || group.tracksStock) {
        // One pick at most; required (or a minimum of 1) makes it one exactly.
        const required = group.tracksStock || group.required === true || (group.minSelect ?? 0) >= 1;
        if (group.required === false && (group.minSelect ?? 0) >= 1)
          return fail(OPTION_REQUEST_MESSAGES.requiredWithoutMinimum(name));
        minSelect = required ? 1 : 0;
        maxSelect = 1;
      } else {
        maxSelect = group.maxSelect ?? options.length;
        minSelect = group.minSelect ?? (group.required ? 1 : 0);
        if (group.required === true && minSelect === 0)
          return fail(OPTION_REQUEST_MESSAGES.requiredWithoutMinimum(name));
        if (group.required === false && minSelect > 0)
          return fail(OPTION_REQUEST_MESSAGES.requiredWithoutMinimum(name));
        if (maxSelect < 1) return fail(OPTION_REQUEST_MESSAGES.maxAtLeastOne(name));
        if (minSelect > maxSelect)
          return fail(OPTION_REQUEST_MESSAGES.minAboveMax(name, minSelect, maxSelect));
        if (minSelect > options.length)
          return fail(OPTION_REQUEST_MESSAGES.minAboveOptions(name, minSelect, options.length));
      }
      // The product's stock is its variants' sum: bounded as one product's stock is.
      const stock = variantStockSum(group);
      if (group.tracksStock && stock > MAX_STOCK)
        return fail(CATALOG_MESSAGES.variantStockTooLarge(name, stock));
      return {
        id: group.id,
        name,
        selection: group.tracksStock ? "single" : group.selection,
        required: minSelect >= 1,
        minSelect,
        maxSelect,
        tracksStock: group.tracksStock,
        options: options.map((option) => ({
          id: option.id,
          name: option.name,
          priceDelta: option.priceDelta,
          // A variant's stock is a count (blank is none left); an add-on has none.
          quantity: group.tracksStock ? (option.quantity ?? 0) : null,
          isAvailable: option.isAvailable,
        })),
      };
    });

/** A product's whole list of groups; [] removes them all. */
export const ZOptionGroupsInput = perCurrency((currency) =>
  z
    .array(optionGroupInput(currency), { error: OPTION_REQUEST_MESSAGES.groups })
    .max(OPTION_LIMITS.groupsPerProduct, OPTION_REQUEST_MESSAGES.tooManyGroups)
    .superRefine((groups, ctx) => {
      const names = new Set<string>();
      for (const group of groups) {
        const key = group.name.toLowerCase();
        if (names.has(key))
          ctx.addIssue({ code: "custom", message: OPTION_REQUEST_MESSAGES.sameGroupName(group.name) });
        names.add(key);
      }
      if (groups.filter((group) => group.tracksStock).length > 1)
        ctx.addIssue({ code: "custom", message: OPTION_REQUEST_MESSAGES.twoStockGroups });
    }),
);
export type TOptionGroupsRequest = z.input<ReturnType<typeof ZOptionGroupsInput>>;
