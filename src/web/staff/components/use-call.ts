import { useState } from "react";
import { useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";

/**
 * A call made from a button (a dialog's confirm, a move): `busy` while `run` waits for it, and
 * its failure in words in `error`, emptied as the next call starts (or by `setError`).
 */
export function useCall() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError("");
    try {
      await call();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
