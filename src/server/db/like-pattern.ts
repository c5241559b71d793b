/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value. A search is plain text: LIKE's own
 * wildcards (% and _) and its escape character in it are matched as themselves.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
