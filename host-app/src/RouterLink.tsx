import type { LinkProps } from '@nirmaan/ui';
import { isInAppClick, navigate } from './navigation.ts';

/** Widget links inside the host app: a plain left click on a link to one of the app's routes navigates client-side. */
export function RouterLink({ href, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isInAppClick(event, event.currentTarget, window.location.href)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
