import { useContext, type ReactNode } from "react";
import {
  Link,
  NavLink,
  UNSAFE_DataRouterStateContext,
  UNSAFE_NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

/**
 * Links to the site's own absolute addresses (`/en/news`, `/event-details/1/x`), rendered on the
 * server without React Router's relative resolution. React Router's `Link` serializes the route
 * matches to JSON twice per link and resolves the address against them, which for an absolute
 * address changes nothing; on a page with many links (Home) that was a twentieth of the render
 * (ADR 0060). On the server these components write the very markup `Link` and `NavLink` write
 * (`tests/unit/site-link.test.ts` compares them); in the browser they are `Link` and `NavLink`
 * themselves, so a click is React Router's client navigation as before. Any address or option
 * they do not handle (a relative or external address, a query or hash, a view transition on a
 * `NavLink`) is handed to React Router's own component.
 */

/** Segments that resolve to themselves: no `.`/`..`, no empty segment, no query or hash. */
const PLAIN_LINK = /^\/(?:(?!\.\.?(?:\/|$))[^/\\?#]+(?:\/(?!\.\.?(?:\/|$))[^/\\?#]+)*)?$/;
/** The same in characters a URL leaves as they are (so `NavLink`'s encoding changes nothing). */
const PLAIN_NAV = /^\/(?:(?!\.\.?(?:\/|$))[\w~.-]+(?:\/(?!\.\.?(?:\/|$))[\w~.-]+)*)?$/;

export type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };
export type SiteNavLinkProps = Omit<NavLinkProps, "to"> & { to: string };

/** `Link`'s server markup for a plain absolute address (its `href` is the address itself). */
export function ServerLink(props: SiteLinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const {
    to,
    onClick: _onClick,
    discover = "render",
    prefetch: _prefetch,
    relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    target,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    children,
    ...rest
  } = props;
  // Prefetching starts in an effect, so it never shows in the server's markup.
  // A masked link shows another address than it navigates to: React Router's own work.
  if (
    basename !== "/" ||
    relative !== undefined ||
    props.mask !== undefined ||
    !PLAIN_LINK.test(to)
  )
    return <Link {...props} />;
  return (
    <a
      {...rest}
      href={to}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
    >
      {children}
    </a>
  );
}

/** `NavLink`'s server markup (active class, `aria-current`) for a plain absolute address. */
export function ServerNavLink(props: SiteNavLinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const {
    "aria-current": ariaCurrentProp = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  } = props;
  const pending = routerState?.navigation.location;
  if (
    basename !== "/" ||
    viewTransition !== undefined ||
    rest.relative !== undefined ||
    pending ||
    !PLAIN_NAV.test(to)
  )
    return <NavLink {...props} />;
  const here = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const target = caseSensitive ? to : to.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(slash) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
      to={to}
    >
      {typeof children === "function" ? children(renderProps) : children}
    </ServerLink>
  );
}

/** React Router's `Link` in the browser; on the server, the same markup without resolution. */
export const SiteLink: (props: SiteLinkProps) => ReactNode = import.meta.env.SSR
  ? ServerLink
  : Link;

/** React Router's `NavLink` in the browser; on the server, the same markup without resolution. */
export const SiteNavLink: (props: SiteNavLinkProps) => ReactNode = import.meta.env.SSR
  ? ServerNavLink
  : NavLink;
