import { useEffect, useRef, useState } from "react";

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const clampZoom = (z: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

/**
 * Scale to fit and zoom for a drawing `viewW` units wide inside a frame: the drawing is as wide
 * as the frame (never wider than its natural size); pinch, Ctrl+wheel or the buttons zoom in,
 * and the drawing then pans sideways inside its own frame (the page never scrolls sideways).
 * Two fingers zoom; the frame keeps one-finger panning to the browser.
 */
export function useZoomPan(viewW: number) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setSpace(frame.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType !== "touch") return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (start && start.distance > 0) setZoom(clampZoom((start.zoom * distance()) / start.distance));
  };
  const onPointerEnd = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, []);

  const fitScale = space ? Math.min(1, space / viewW) : 1;
  return {
    frameRef,
    zoom,
    setZoom,
    scale: fitScale * zoom,
    frameHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
