import { Outlet } from "react-router";
import type { RouteHandle } from "../../../lib/route-handle";

export const handle: RouteHandle = { keepScroll: true };

export default function Profile() {
  return <Outlet />;
}
