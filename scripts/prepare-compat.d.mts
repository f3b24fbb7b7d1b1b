/** compat/: the compatibility suite's host apps and their dependencies. */
export const COMPAT: string;
/** Installs compat/'s dependencies (again only when its lockfile changed) and the packed library packages. */
export function prepareCompat(): void;
