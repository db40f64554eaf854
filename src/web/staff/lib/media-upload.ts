import { useCallback, useEffect, useRef, useState } from "react";
import { API_PREFIX, type ApiErrorBody } from "../../../shared/api";
import type { Lang } from "../../../shared/i18n";
import type { MediaItem } from "../../../shared/staff/media";
import { noteStaffContact, StaffApiError } from "./staff-api";

export type UploadState = "queued" | "uploading" | "processing" | "done" | "failed";

export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** 0 to 100 while the bytes travel. */
  progress: number;
  error: string;
  item: MediaItem | null;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads one picture to the library (POST /staff/media/upload, the file as a data URL in the
 * JSON body). XMLHttpRequest rather than fetch: it reports the upload's progress. Resolves with
 * the stored item or throws a StaffApiError carrying the contract's code and localized message.
 */
export async function uploadMediaFile(
  file: File,
  { lang, onProgress }: { lang: Lang; onProgress?: (percent: number, sent: boolean) => void },
): Promise<MediaItem> {
  const data = await readAsDataUrl(file).catch(() => {
    throw new StaffApiError(0, { code: "file_invalid", message: "" });
  });
  const body = JSON.stringify({ name: file.name || "picture", file: data });
  return new Promise<MediaItem>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_PREFIX}/staff/media/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", "application/json");
    xhr.setRequestHeader("content-language", lang);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100), false);
    };
    xhr.upload.onload = () => onProgress?.(100, true);
    xhr.onerror = () => reject(new StaffApiError(0, { code: "network_error", message: "" }));
    xhr.onload = () => {
      let json: { results?: unknown } | null = null;
      try {
        json = JSON.parse(xhr.responseText) as { results?: unknown };
      } catch {
        json = null;
      }
      if (xhr.status !== 401) noteStaffContact();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json?.results as MediaItem);
      const err = (json?.results as ApiErrorBody | undefined) ?? {
        code: xhr.status === 413 ? ("payload_too_large" as const) : ("server_error" as const),
        message: "",
      };
      reject(new StaffApiError(xhr.status, err, lang));
    };
    xhr.send(body);
  });
}

/** Uploads at the same time: two keep the line busy without starving the server's encoder. */
const PARALLEL = 2;

/**
 * A queue of uploads with each file's state and progress (the library screen and the picker).
 * `errorText` turns a failure into the words shown next to its file; `onUploaded` runs once per
 * stored picture.
 */
export function useMediaUploads({
  lang,
  errorText,
  onUploaded,
}: {
  lang: Lang;
  errorText: (error: unknown) => string;
  onUploaded?: (item: MediaItem) => void;
}) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // Files waiting for a free slot, oldest first (kept outside React state: starting an upload
  // is a side effect, never part of a state update).
  const pending = useRef<Array<{ key: string; file: File }>>([]);
  const running = useRef(0);
  const callbacks = useRef({ errorText, onUploaded });
  useEffect(() => {
    callbacks.current = { errorText, onUploaded };
  });

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL && pending.current.length) {
      const { key, file } = pending.current.shift()!;
      running.current += 1;
      patch(key, { state: "uploading" });
      void uploadMediaFile(file, {
        lang,
        onProgress: (progress, sent) =>
          patch(key, { progress, state: sent ? "processing" : "uploading" }),
      })
        .then((item) => {
          patch(key, { state: "done", progress: 100, item });
          callbacks.current.onUploaded?.(item);
        })
        .catch((error: unknown) =>
          patch(key, { state: "failed", error: callbacks.current.errorText(error) }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [lang, patch]);

  const add = useCallback(
    (list: File[]) => {
      const added: UploadEntry[] = list.map((file) => {
        const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        pending.current.push({ key, file });
        return {
          key,
          name: file.name,
          size: file.size,
          state: "queued",
          progress: 0,
          error: "",
          item: null,
        };
      });
      setEntries((current) => [...added, ...current]);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () => setEntries((list) => list.filter((e) => e.state !== "done" && e.state !== "failed")),
    [],
  );

  return { entries, add, clearFinished };
}
