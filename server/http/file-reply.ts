/**
 * A handler's answer that is a file (an export), sent as it is instead of the JSON envelope — the
 * spec's "blob response passes through unchecked". Errors before it still use the envelope.
 */
export class FileReply {
  constructor(
    public body: Buffer,
    public contentType: string,
    /** the download's file name (ASCII; sent in Content-Disposition) */
    public filename: string,
  ) {}
}
