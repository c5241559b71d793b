/**
 * A LIKE/ILIKE pattern that finds `text` anywhere: a search is plain text, so LIKE's own wildcards
 * and its escape character in it are matched as themselves.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
