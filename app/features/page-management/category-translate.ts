/** A translate's answer: the categories whose names it filled, and those still missing some. */
export interface TranslateAnswer {
  filled: unknown[];
  untranslated: number;
}

/**
 * The toast after a translate. The names come from a translation memory, so "filled in" only when
 * it filled some: else whether it knew none of the missing names, or none was missing.
 */
export const translateToast = (r: TranslateAnswer) =>
  r.filled.length ? "category.toast.translated" : r.untranslated ? "category.toast.nothingToTranslate" : "category.toast.translatedAll";
