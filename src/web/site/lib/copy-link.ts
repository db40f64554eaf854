import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Copying a link to the clipboard: `copied` for 3 s after a copy, `manual` where the clipboard
 * is missing or refused (the screen then asks to copy the link by hand; `onFail` may select it).
 * `reset` clears both, as when the share box closes.
 */
export function useCopyLink(onFail?: () => void) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(url);
      setManual(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 3000);
    } catch {
      setManual(true);
      onFail?.();
    }
  };
  const reset = useCallback(() => {
    setCopied(false);
    setManual(false);
  }, []);
  return { copied, manual, copy, reset };
}
