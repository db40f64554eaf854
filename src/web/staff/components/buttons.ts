/** Class names of the console's buttons (one look for every screen). */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";
export const linkButton =
  "inline-flex min-h-11 items-center font-bold text-brand-800 underline hover:text-brand-900";
export const inputClass =
  "block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700";
