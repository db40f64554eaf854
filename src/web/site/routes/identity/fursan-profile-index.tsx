import { redirect } from "react-router";
import type { Route } from "./+types/fursan-profile-index";
import { langFromPath, localePath } from "../../../lib/i18n";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  throw redirect(localePath(lang, "/fursanalealami/profile/profile-info"));
}

export default function Redirecting() {
  return null;
}
