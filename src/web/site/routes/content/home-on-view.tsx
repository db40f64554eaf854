import {
  memo,
  Suspense,
  use,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from "react";

// Home's blocks below the first screen (home-lower.tsx): the server renders them with the page;
// the browser loads their code and hydrates each one only when it comes near the viewport, so
// neither their code nor their hydration is part of the page's first load (ADR 0061).
type Lower = typeof import("./home-lower");

/** The server renders the blocks in place: their code is part of its bundle. */
let lower: Lower | null = import.meta.env.SSR ? await import("./home-lower") : null;

let loading: Promise<Lower> | null = null;
function loadLower(): Promise<Lower> {
  loading ??= import("./home-lower").then((m) => (lower = m));
  return loading;
}

/** How far below the viewport a block starts loading (about one phone screen). */
const NEAR = "0px 0px 800px 0px";
const waits = new Map<string, Promise<Lower>>();

/**
 * The code, once the server-rendered block `name` comes near the viewport. A block the browser
 * could not load stays as the server drew it (readable, not interactive) instead of failing
 * the page; a later render asks again.
 */
function whenNearView(name: string): Promise<Lower> {
  let wait = waits.get(name);
  if (!wait) {
    const el = document.querySelector(`[data-on-view="${name}"]`);
    const near =
      el && "IntersectionObserver" in window
        ? new Promise<void>((resolve) => {
            const io = new IntersectionObserver(
              (entries) => {
                if (entries.some((e) => e.isIntersecting)) {
                  io.disconnect();
                  resolve();
                }
              },
              { rootMargin: NEAR },
            );
            io.observe(el);
          })
        : Promise.resolve();
    wait = near.then(loadLower).catch(() => {
      waits.delete(name);
      loading = null;
      return new Promise<Lower>(() => {});
    });
    waits.set(name, wait);
  }
  return wait;
}

const noSubscribe = () => () => {};
/** True while React hydrates the server's HTML, false in a render of the browser's own. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

type Props<K extends keyof Lower> = { block: K; props: ComponentProps<Lower[K]> };

function Gate<K extends keyof Lower>({ block, props }: Props<K>) {
  const hydrating = useHydrating();
  const m = lower ?? use(hydrating ? whenNearView(block) : loadLower());
  // (One of the module's components, chosen by name: its props are checked at <OnView>.)
  const Block = m[block] as ComponentType<object>;
  return <Block {...props} />;
}

/**
 * One lower block of Home, hydrated on its own when near the viewport. Memoized on its props
 * (each a loader value or a stable callback): a re-render of Home (the catalog arriving) must
 * not reach a block that is still the server's HTML, or React would draw it anew, empty.
 */
function OnViewBlock<K extends keyof Lower>({ block, props }: Props<K>) {
  return (
    <div data-on-view={block}>
      <Suspense fallback={null}>
        <Gate block={block} props={props} />
      </Suspense>
    </div>
  );
}

export const OnView = memo(
  OnViewBlock,
  (a, b) =>
    a.block === b.block &&
    Object.keys(b.props).length === Object.keys(a.props).length &&
    Object.entries(b.props).every(([k, v]) =>
      Object.is((a.props as Record<string, unknown>)[k], v),
    ),
) as typeof OnViewBlock;
