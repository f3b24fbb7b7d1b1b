import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';
import { createContext, useContext } from 'react';
import { inlineLink } from './link.css.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function PlainAnchor({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * Widgets link with <Link>, never a router: on a partner page it is a plain anchor; the host app
 * provides its router's link so navigation stays client-side.
 */
export const LinkComponentContext = createContext<ComponentType<LinkProps>>(PlainAnchor);

/** A link; without a `className` it is drawn as an inline text link in the theme's colours. */
export function Link({ className, ...props }: LinkProps) {
  const Component = useContext(LinkComponentContext);
  // eslint-disable-next-line react-hooks/static-components -- not created here: a stable component provided once through context
  return <Component className={className ?? inlineLink} {...props} />;
}
