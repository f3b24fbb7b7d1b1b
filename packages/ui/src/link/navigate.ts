import { createContext, useContext } from 'react';

export type Navigate = (href: string) => void;

const assignLocation: Navigate = (href) => {
  window.location.assign(href);
};

/** How a widget moves to another page: a full load by default, the router's navigate in the host app. */
export const NavigateContext = createContext<Navigate>(assignLocation);

export function useNavigateTo(): Navigate {
  return useContext(NavigateContext);
}
