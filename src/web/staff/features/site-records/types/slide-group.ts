import { SLIDE_GROUPS } from "../../../../../shared/content/slides-staff";
import type { T } from "../../../../lib/i18n";

/** A slider's name in the reader's language (a key outside the known ones as it is). */
export const slideGroup = (t: T, k: string) =>
  (SLIDE_GROUPS as readonly string[]).includes(k)
    ? t(`cms.slide.groups.${k as (typeof SLIDE_GROUPS)[number]}`)
    : k;
