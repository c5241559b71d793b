/** The first message a zod `safeParse` result reports, or null when it parsed. */
export const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
