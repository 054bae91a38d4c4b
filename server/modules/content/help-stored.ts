import { HELP_LANGUAGES } from "../../../app/features/system/content/constants";
import { isGuidance, type LangTexts } from "../../../app/features/system/content/help-rules";
import { sanitizeHelpHtml } from "./sanitize";

/** What is stored: sanitized HTML, empty languages dropped, only used steps. */
export function storedTexts(texts: Partial<Record<string, LangTexts>>, format: string | null): Record<string, LangTexts> {
  const out: Record<string, LangTexts> = {};
  for (const l of HELP_LANGUAGES) {
    const t = texts[l];
    if (!t || !(t.title || t.long_title || t.prompt || t.content)) continue;
    out[l] = { ...t, content: t.content ? sanitizeHelpHtml(t.content, { stripImageSize: isGuidance(format) }) : "" };
  }
  return out;
}
