import { useContext } from 'react';
import { ShownPageContext } from './shownPageContext.ts';

/** A parameter of the shown page's route (`productId` of /products/:productId). */
export function usePageParam(name: string): string | undefined {
  return useContext(ShownPageContext)?.params[name];
}

/** The shown page's query string. */
export function usePageSearchParams(): URLSearchParams {
  return new URLSearchParams(useContext(ShownPageContext)?.search);
}
