import { Outlet } from "react-router";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** The "different sports" area: main page, all sports of a category, one sport. */
export default function Sports() {
  return <Outlet />;
}
