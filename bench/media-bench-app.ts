// The media bench's pieces: the staff bench server (the real app in this process) and the
// AVIF encoder the job runs after an upload. Bundled on the fly by media-upload.bench.mjs.
export { startStaffBenchApp } from "./staff-bench-app";
export { avifPresets } from "../src/server/modules/media/process-image";
