// A spreadsheet the importer cannot take, said so a person understands it; `zh` is the same in
// Chinese (the API answers in the caller's language). Apart from read.ts so the limits can use it.
export class SheetError extends Error {
  constructor(
    message: string,
    public zh?: string,
  ) {
    super(message);
  }
}

/** A spreadsheet refused for what it would cost the server to read (SHEET_LIMITS), not for its content. */
export class SheetLimitError extends SheetError {}
