/*
 * What the paged, searchable lists share (the admin's users, sellers, leads, default products and
 * pincodes): the LIKE pattern of a search, and a page of results with the total that matched.
 */

/** A LIKE / ILIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of a list, and how many items match in all (the X-Total-Count header). */
export interface Page<T> {
  items: T[];
  total: number;
}
