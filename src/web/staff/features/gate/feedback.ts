// What the steward hears and feels with a verdict: one high beep for "let in", two low ones for
// "stop" (WebAudio, no sound file to load), and a short or a long vibration where supported.

let audio: AudioContext | null = null;

/** Call from a user gesture (the start button) so the browser lets the page play sound. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
  } catch {
    audio = null;
  }
}

function tone(ctx: AudioContext, freq: number, start: number, length: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "square";
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

export function signal(ok: boolean): void {
  try {
    if (audio && audio.state === "running") {
      const now = audio.currentTime;
      if (ok) tone(audio, 1320, now, 0.15);
      else {
        tone(audio, 330, now, 0.22);
        tone(audio, 330, now + 0.3, 0.22);
      }
    }
  } catch {
    // No sound on this device: the screen still says it.
  }
  if (typeof navigator !== "undefined" && "vibrate" in navigator) {
    navigator.vibrate(ok ? 120 : [250, 120, 250]);
  }
}
