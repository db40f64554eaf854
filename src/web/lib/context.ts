import type { LoadContext } from "../../shared/api";

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

export type { LoadContext };
