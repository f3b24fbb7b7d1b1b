/**
 * Limits every capability shares. The database's own: its ids, quantities, stock and paise
 * amounts are PostgreSQL `integer` columns.
 */

/** PostgreSQL `integer`: ids and quantities beyond it can never exist. */
export const INT4_MAX = 2_147_483_647;
