// The upload's type comes from its leading bytes; names and declared types are never trusted.
import { describe, expect, it } from "vitest";
import { detect, extensionOf } from "../../server/modules/uploads/sniff";
import { ebml, gif, jpeg, mp4, png, webp } from "../fixtures/media";

const typeOf = (b: Buffer) => detect(b)?.contentType ?? null;

describe("detect", () => {
  it.each([
    ["PNG", png(), "image/png", "png"],
    ["JPEG", jpeg(), "image/jpeg", "jpg"],
    ["GIF89a", gif(), "image/gif", "gif"],
    ["GIF87a", Buffer.from("GIF87a\x01\x00\x01\x00", "latin1"), "image/gif", "gif"],
    ["WebP", webp(), "image/webp", "webp"],
    ["MP4 (isom)", mp4("isom"), "video/mp4", "mp4"],
    ["MP4 (mp42)", mp4("mp42"), "video/mp4", "mp4"],
    ["QuickTime (ftyp qt)", mp4("qt  "), "video/quicktime", "mov"],
    ["QuickTime (bare moov atom)", Buffer.from("\x00\x00\x00\x10moov\x00\x00\x00\x00\x00\x00\x00\x00", "latin1"), "video/quicktime", "mov"],
    ["WebM", ebml("webm"), "video/webm", "webm"],
  ])("%s → %s", (_name, bytes, contentType, ext) => {
    expect(detect(bytes)).toMatchObject({ contentType, ext });
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["SVG after an XML declaration", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["plain text", Buffer.from("just some words")],
    ["PDF", Buffer.from("%PDF-1.7\n")],
    ["Matroska (not WebM)", ebml("matroska")],
    ["HEIC image in an ISO box", mp4("heic")],
    ["AVIF image in an ISO box", mp4("avif")],
    ["M4A audio", mp4("M4A ")],
    ["truncated PNG signature", png().subarray(0, 5)],
    ["RIFF that is not WebP (WAV)", Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1")],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", (_name, bytes) => {
    expect(typeOf(bytes)).toBeNull();
  });

  it("ignores what follows a recognised signature", () => {
    const polyglot = Buffer.concat([png().subarray(0, 8), Buffer.from("<html><script>x</script>")]);
    expect(typeOf(polyglot)).toBe("image/png");
  });

  it("image and video families allow only their own file-name extensions", () => {
    expect(detect(png())!.names).toEqual(expect.arrayContaining(["png", "jpg", "jpeg", "gif", "webp"]));
    expect(detect(png())!.names).not.toContain("mp4");
    expect(detect(mp4())!.names).toEqual(expect.arrayContaining(["mp4", "mov", "webm"]));
    expect(detect(mp4())!.names).not.toContain("png");
  });
});

describe("extensionOf", () => {
  it.each([
    ["photo.PNG", "png"],
    ["archive.tar.gz", "gz"],
    ["C:\\Users\\me\\clip.MOV", "mov"],
    ["../../etc/passwd", ""],
    [".png", ""],
    ["noext", ""],
    ["", ""],
  ])("%s → %s", (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});
