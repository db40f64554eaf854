import { Outlet } from "react-router";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

/** The members' area (World Knights): welcome, profile, update. */
export default function Fursan() {
  return <Outlet />;
}
