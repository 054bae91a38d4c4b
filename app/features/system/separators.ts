/** Separator tokens of the form ↔ characters stored by the API. */
export const SEPARATOR_TO_API: Record<string, string> = { ",": ",", ".": ".", space: " ", "'": "'", none: "" };
export const SEPARATOR_FROM_API: Record<string, string> = { ",": ",", ".": ".", " ": "space", "'": "'", "": "none" };
