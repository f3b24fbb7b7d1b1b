import type { ApiClient, QueryValue } from '../api/client.ts';
import type { AdminListQuery, AdminPage } from './adminTypes.ts';

/** Every admin call carries the admin token. */
export const ADMIN_AUTH = { auth: 'admin' } as const;

/** A list's query: the limit (or `defaultLimit`), and offset, search and city when given. */
export function listQuery(query: AdminListQuery & { city?: string }, defaultLimit: number): Record<string, QueryValue> {
  const search = query.search?.trim();
  const city = query.city?.trim();
  return { limit: query.limit ?? defaultLimit, offset: query.offset || undefined, search: search || undefined, city: city || undefined };
}

/** One page of an admin list, its total from X-Total-Count. */
export async function adminPage<T>(client: ApiClient, path: string, query: Record<string, QueryValue>): Promise<AdminPage<T>> {
  const { data, headers } = await client.getWithHeaders<T[]>(path, { ...ADMIN_AUTH, query });
  const total = Number(headers.get('x-total-count') ?? Number.NaN);
  return { items: data, total: Number.isFinite(total) ? total : data.length, offset: Number(query.offset ?? 0) };
}
