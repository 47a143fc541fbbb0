/**
 * A LIKE/ILIKE pattern that matches `text` anywhere in a value, with the pattern's own characters
 * (`%`, `_` and the backslash) escaped so that a shopper's "100%" matches only "100%".
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
