/** The SQLSTATE of a database error from either driver, looking through Drizzle's wrapping errors. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Resolves to the SQLSTATE the promise is rejected with; fails if it resolves. */
export async function rejectionState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlState(error);
  }
  throw new Error('expected the statement to fail');
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
} as const;
