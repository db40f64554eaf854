import { Suspense, type ReactNode } from "react";

/**
 * Server-rendered content that React hydrates in a pass of its own (a Suspense boundary, which
 * never shows its empty fallback here: nothing inside suspends). Home's blocks and the footer each
 * hydrate and commit separately, so the page stays responsive while it becomes interactive.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
