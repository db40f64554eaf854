import { useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { qrDetector } from "./detector";

type CameraState = "starting" | "running" | "denied" | "unavailable" | "decoder_failed";

/** A code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 1500;
const FRAME_GAP_MS = 100;

type CameraScannerProps = {
  /** While a verdict is on screen nothing is reported (the code in view is remembered). */
  paused: boolean;
  onCode: (text: string) => void;
};

/** The back camera, read continuously for QR codes. */
export function CameraScanner({ paused, onCode }: CameraScannerProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("starting");
  const pausedRef = useRef(paused);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    pausedRef.current = paused;
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: "", seen: 0 };

    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (e) {
        const name = (e as { name?: string }).name;
        return setState(
          name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable",
        );
      }
      if (stopped) return stream.getTracks().forEach((tr) => tr.stop());
      const el = video.current!;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      let detector;
      try {
        detector = await qrDetector();
      } catch {
        return setState("decoder_failed");
      }
      if (stopped) return;
      setState("running");
      const tick = async () => {
        if (stopped) return;
        if (el.readyState >= 2 && el.videoWidth > 0) {
          const codes = await detector.detect(el).catch(() => [] as string[]);
          const code = codes[0];
          const now = Date.now();
          if (code) {
            const repeat = code === last.code && now - last.seen < SAME_CODE_MS;
            last = { code, seen: now };
            if (!repeat && !pausedRef.current) onCodeRef.current(code);
          }
        }
        timer = setTimeout(() => void tick(), FRAME_GAP_MS);
      };
      void tick();
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-lg bg-black">
      <video
        ref={video}
        className="aspect-[4/3] w-full object-cover"
        muted
        playsInline
        aria-label={t("gate.camera")}
        data-testid="gate-camera"
      />
      {state === "running" ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      ) : (
        <p
          role={state === "starting" ? "status" : "alert"}
          className="absolute inset-0 flex items-center justify-center bg-black/70 p-4 text-center font-bold text-white"
        >
          {t(`gate.cameraState.${state}`)}
        </p>
      )}
    </div>
  );
}
