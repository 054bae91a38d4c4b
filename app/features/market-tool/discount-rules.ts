// The rules of discount codes, shared by the forms (browser and server) and the API: one place
// for the alphabet and the limits, so a form never accepts what the API refuses.

/**
 * Letters and digits a person cannot mistake for one another on a printed code: no 0 or O, no 1
 * or I (with 1 gone, L is unambiguous), upper case only. 32 symbols, so 5 random bits pick one
 * uniformly.
 */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_PREFIX = /^[A-Z0-9]{0,10}$/;
export const CODE_LENGTH = { min: 6, max: 16 } as const;
export const BATCH_COUNT = { min: 1, max: 100_000 } as const;

/**
 * Whether `length` random symbols leave a guesser ten million tries per valid code in a batch of
 * `count`: 32^length >= count × 10^7 (e.g. 100,000 codes need length 8: 32^8 = 2^40 ≈ 1.1 × 10^12).
 */
export const codeSpaceEnough = (length: number, count: number) =>
  // a length or count outside its range is the range rule's to refuse (the rule runs beside it)
  !Number.isInteger(length) ||
  length < CODE_LENGTH.min ||
  length > CODE_LENGTH.max ||
  !Number.isSafeInteger(count) ||
  count < 0 ||
  BigInt(CODE_ALPHABET.length) ** BigInt(length) >= BigInt(count) * 10n ** 7n;
export const PERCENT_OFF = { min: 1, max: 90 } as const;
export const USES_PER_CODE = { min: 1, max: 1000 } as const;
/** largest amount in major units (1,000,000.00): the database holds minor units up to 10^8 */
export const MAX_AMOUNT = "1000000";

export const BATCH_STATES = ["queued", "running", "done", "failed"] as const;
export type BatchState = (typeof BATCH_STATES)[number];

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
