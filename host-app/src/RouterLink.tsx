import type { LinkProps } from '@nirmaan/ui';
import { Link as ReactRouterLink } from 'react-router';

/** Widget links inside the host app navigate client-side; links to other origins stay plain anchors. */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  if (/^[a-z]+:\/\//i.test(href) || href.startsWith('//')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <ReactRouterLink to={href} {...rest}>
      {children}
    </ReactRouterLink>
  );
}
