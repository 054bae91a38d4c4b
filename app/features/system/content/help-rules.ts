import { CONTACT_MAX_LEVEL, HELP_FORMATS, HELP_IMAGE_PATTERN, HELP_MAX_LEVEL, HELP_MESSAGES as M, type HelpSection } from "./constants";

// The spec's rules of a help-center entry (section 5), with its messages word for word: the API
// applies them (server/modules/content) and the form applies the same ones in the browser.

export interface LangTexts {
  title: string;
  long_title: string;
  prompt: string;
  content: string;
}

export interface Placement {
  section: HelpSection;
  level: number;
  is_article: boolean;
}

export interface EntryInput {
  texts: Partial<Record<string, LangTexts>>;
  icon: string;
  has_level3: boolean | null;
  content_format: (typeof HELP_FORMATS)[number] | null;
  steps: { title: string; text: string; image: string }[];
  associate_sku: boolean | null;
}

/** a field's path as the API reports it ("steps.0.title") */
const at = (...parts: (string | number)[]) => parts.join(".");

export const isGuidance = (format: string | null) => format === "guidance" || format === "guidance_tiled";

/** Every rule at once: field path → messages. */
export function entryErrors(p: Placement, v: EntryInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (!v.texts.en?.title) add(at("texts", "en", "title"), "is required");
  if (p.section === "help" && p.level === 1) {
    if (!v.icon) add("icon", M.icon);
    else if (!HELP_IMAGE_PATTERN.test(v.icon)) add("icon", M.imageFormat);
  }
  if (p.section === "help" && p.level === 2 && v.has_level3 === null) add("has_level3", M.hasLevel3);
  if (!p.is_article) return errors;
  if (v.associate_sku === null) add("associate_sku", M.sku);
  if (!v.content_format) add("content_format", "is required");
  else if (isGuidance(v.content_format)) {
    const steps = usedSteps(v.steps);
    if (steps.length < 2) add("steps", M.twoSteps);
    steps.forEach((s, i) => {
      if (!s.title) add(at("steps", i, "title"), M.stepTitle);
      if (!s.text) add(at("steps", i, "text"), M.words);
      if (!s.image) add(at("steps", i, "image"), M.picture);
      else if (!HELP_IMAGE_PATTERN.test(s.image)) add(at("steps", i, "image"), M.imageFormat);
    });
  } else if (!v.texts.en?.content || !stripTags(v.texts.en.content)) add(at("texts", "en", "content"), M.words);
  return errors;
}

/** steps with anything typed in them (the form offers empty slots) */
export const usedSteps = <S extends { title: string; text: string; image: string }>(steps: S[]) =>
  steps.filter((s) => s.title || s.text || s.image);

const stripTags = (html: string) => html.replace(/<(?!img)[^>]*>/g, "").trim();

/** Where a new entry goes below `parent` (null: a level-1 title); null when nothing may go there. */
export function placeUnder(
  section: HelpSection,
  parent: { level: number; is_article: boolean; has_level3: boolean | null } | null,
): Placement | null {
  if (!parent) return { section, level: 1, is_article: false };
  const max = section === "help" ? HELP_MAX_LEVEL : CONTACT_MAX_LEVEL;
  if (parent.is_article || parent.level >= max) return null;
  const level = parent.level + 1;
  if (section === "contact") return { section, level, is_article: level === CONTACT_MAX_LEVEL };
  // a level-2 title says whether 3rd-level categories follow; without them its entries are articles
  if (level === 3) return { section, level, is_article: parent.has_level3 === false };
  return { section, level, is_article: level === HELP_MAX_LEVEL };
}
