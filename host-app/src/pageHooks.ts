import { useStore } from '@nanostores/react';
import { $shownPage } from './currentPage.ts';

/** A parameter of the shown page's route (`productId` of /products/:productId). */
export function usePageParam(name: string): string | undefined {
  return useStore($shownPage)?.params[name];
}

/** The shown page's query string. */
export function usePageSearchParams(): URLSearchParams {
  return new URLSearchParams(useStore($shownPage)?.search);
}
