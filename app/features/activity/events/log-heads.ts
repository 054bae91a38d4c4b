/**
 * How many SKUs of one log entry the detail page lists; the rest is "and N more" (an entry can
 * name 10,000: issue 11). The loader asks the API for only these (`skus`), not the 20 it keeps.
 */
export const LOG_SKUS_SHOWN = 5;
