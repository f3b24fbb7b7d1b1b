import { createContext, useContext } from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (e.g. after signing in). */
  replace?: boolean;
}

export type Navigate = (href: string, options?: NavigateOptions) => void;

const assignLocation: Navigate = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

/** How a widget moves to another page: a full load by default, the router's navigate in the host app. */
export const NavigateContext = createContext<Navigate>(assignLocation);

export function useNavigateTo(): Navigate {
  return useContext(NavigateContext);
}
