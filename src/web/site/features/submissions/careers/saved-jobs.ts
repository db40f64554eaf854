import { useCallback, useEffect, useState } from "react";

export type SavedJob = { id: number; title: string };
const KEY = "savedJobs";
const EVENT = "saved-jobs-change";

function read(): SavedJob[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(value)
      ? value.filter(
          (j): j is SavedJob => typeof j?.id === "number" && typeof j?.title === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Saved jobs, kept in this browser only (localStorage key "savedJobs"), shared by every
 * component of the page and across tabs. Empty during server rendering.
 */
export function useSavedJobs() {
  const [jobs, setJobs] = useState<SavedJob[]>([]);
  useEffect(() => {
    const sync = () => setJobs(read());
    sync();
    window.addEventListener(EVENT, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(EVENT, sync);
      window.removeEventListener("storage", sync);
    };
  }, []);
  const write = useCallback((next: SavedJob[]) => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the list still works for this page view.
    }
    setJobs(next);
    window.dispatchEvent(new Event(EVENT));
  }, []);
  const isSaved = useCallback((id: number) => jobs.some((j) => j.id === id), [jobs]);
  const toggle = useCallback(
    (job: SavedJob) => {
      const current = read();
      write(
        current.some((j) => j.id === job.id)
          ? current.filter((j) => j.id !== job.id)
          : [...current, job],
      );
    },
    [write],
  );
  const remove = useCallback((id: number) => write(read().filter((j) => j.id !== id)), [write]);
  return { jobs, isSaved, toggle, remove };
}
