// Types of chromium.mjs for the TypeScript tests that launch the browser themselves.
export function findChromium(options?: { install?: boolean }): string;
export const CHROMIUM_ARGS: string[];
