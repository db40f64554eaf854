import {
  DEFAULT_SLIDER_KEY,
  type PageSectionInput,
  type SectionType,
} from "../../../../shared/content/page-sections";
import { emptyDoc } from "../../../../shared/content/rich-text";

const text = () => ({ ar: "", en: "", es: "" });
const button = () => ({ target: "None" as const, link: "", text: text() });
const picture = () => ({ image_media_id: null, image_url: "" });

/** A new section of a type, with every field its form shows, empty. */
export function newSection(type: SectionType): PageSectionInput {
  const base = { visible: true, title: text() };
  switch (type) {
    case "pageHeader":
    case "textBox":
      return { type, ...base, description: text() };
    case "custom":
      return {
        type,
        ...base,
        body: { ar: emptyDoc(), en: emptyDoc(), es: emptyDoc() },
        ...picture(),
        button: button(),
      };
    case "boxAndImage":
      return { type, ...base, description: text(), ...picture(), facts: [], button: button() };
    case "alnoorVisionSection":
      return { type, ...base, description: text(), items: [] };
    case "fileDownload":
      return { type, ...base, description: text(), file_url: "" };
    case "graphImageSection":
      return { type, ...base, ...picture() };
    case "textImageSlider":
    case "clubPresidentsSlider":
    case "championsSection":
      return { type, ...base, slider_key: DEFAULT_SLIDER_KEY[type] };
    default:
      return { type, ...base };
  }
}

/** A copy of a section placed as a new one (no id: saved as another section of the page). */
export function copyOf(section: PageSectionInput): PageSectionInput {
  const copy = structuredClone(section) as PageSectionInput & { id?: number };
  delete copy.id;
  return copy;
}
