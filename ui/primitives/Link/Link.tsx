import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A router's link component, such as Gatsby's `Link`: it gets the route as `to` and passes the
 * other props (class, `aria-label`, `onClick`…) on to the `<a>` it renders.
 */
export type LinkComponent = ComponentType<
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode }
>;

const RouterLinkContext = createContext<LinkComponent | null>(null);

export type LinkProviderProps = {
  /** The router's link component; every `Link` to a route below renders it. */
  component: LinkComponent;
  /** The part of the page whose links go through `component`. */
  children?: ReactNode;
};

/** Hands the site's router link to every `Link` below it. Without one, links stay plain `<a>`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <RouterLinkContext.Provider value={component}>{children}</RouterLinkContext.Provider>;
}

/** A path on this site (`/blog`), as opposed to an in-page anchor or another origin. */
export function isRoute(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A route (`/blog`), an in-page anchor (`#about`) or a full URL. */
  href: string;
};

/**
 * A link. Routes go through the router link of the nearest `LinkProvider` (so the router can
 * prefetch and navigate without a reload); anchors, other sites and links with no provider
 * above them render a plain `<a>`. Either way the visitor gets an `<a href>` with the same address.
 */
export function Link({ href, children, ...rest }: LinkProps) {
  const RouterLink = useContext(RouterLinkContext);
  if (RouterLink && isRoute(href)) {
    return (
      // The provider's component is defined once, at module level, by the site; it is read
      // from context here, not created, so React keeps the same element type between renders.
      // eslint-disable-next-line react-hooks/static-components
      <RouterLink to={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
