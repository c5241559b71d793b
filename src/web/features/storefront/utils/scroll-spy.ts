/**
 * The section a scroll-spy marks as current: the first, in page order, of those now inside the
 * watched band. Undefined when none is (between two sections the previous answer should stand).
 */
export function firstInOrder(order: readonly string[], inBand: ReadonlySet<string>): string | undefined {
  return order.find((id) => inBand.has(id));
}
