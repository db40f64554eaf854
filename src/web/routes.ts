import type { RouteConfig } from "@react-router/dev/routes";
import { siteRoutes } from "./site/routes";
import { staffRoutes } from "./staff/routes";

/**
 * Two apps share one document (root.tsx) and the parts in components/ui and lib: the public
 * site (site/routes.ts: every screen under /, /en and /es) and the staff console
 * (staff/routes.ts: once, under /staff). Neither imports the other (ESLint enforces it).
 */
export default [...staffRoutes, ...siteRoutes] satisfies RouteConfig;
