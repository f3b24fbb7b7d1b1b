import { computed } from 'nanostores';
import { getAdminMe } from '../api/profileApi.ts';
import type { Admin } from '../api/types.ts';
import { removeTokenAfterFailedCheck } from './failedCheck.ts';
import { createTokenBoundStore } from './tokenBound.ts';

/** Toolkit §4: the admin token is checked on load against the admin 'me' call; on failure it is removed. */
const adminStore = createTokenBoundStore<Admin>('admin-profile', (tokens) =>
  tokens.admin ? { key: `admin:${tokens.admin}`, load: getAdminMe, onFailure: (error) => removeTokenAfterFailedCheck('admin', error) } : null,
);

export const $adminState = adminStore.$state;
export const $admin = computed(adminStore.$state, (state) => state.value);
export const refreshAdmin = adminStore.refresh;
