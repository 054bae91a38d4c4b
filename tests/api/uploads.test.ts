// POST /api/upload and GET /uploads/<key> on the local-disk store: what is accepted, what is
// refused (with which message, in en and zh), and that a refusal leaves no trace anywhere.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gif, jpeg, mp4, padded, png, webp } from "../fixtures/media";
import { startTestApi, type Envelope, type TestApi } from "./helpers";

const MB = 1024 * 1024;

let t: TestApi;
let admin: string;
let viewer: string;
beforeAll(async () => {
  // a fixed port, so the public URL the API hands out is the one it serves
  t = await startTestApi({ fixedPort: true });
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** Sends the parts in the given order as multipart/form-data, the way a browser form does. */
async function upload(parts: Part[], opts: { token?: string; lang?: string } = {}) {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined)
      form.append(
        p.name,
        new Blob([typeof p.value === "string" ? p.value : new Uint8Array(p.value)], { type: p.type ?? "application/octet-stream" }),
        p.filename,
      );
    else form.append(p.name, String(p.value));
  }
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers["accept-language"] = opts.lang;
  const res = await fetch(`${t.url}/api/upload`, { method: "POST", body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
}

const file = (value: Buffer, filename: string, type?: string): Part => ({ name: "file", value, filename, type });
const purpose = (value: string): Part => ({ name: "purpose", value });

/** A raw HTTP request with the path exactly as given (fetch would normalise "..") */
function raw(
  method: string,
  p: string,
  headers: Record<string, string | number> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: p, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Everything an upload could leave behind: rows, log entries, stored and staged files. */
async function traces() {
  const [u] = await t.sql<{ n: number }>("select count(*)::int as n from uploads");
  const [a] = await t.sql<{ n: number }>("select count(*)::int as n from audit_log");
  return {
    uploads: u.n,
    audit: a.n,
    stored: filesUnder(path.join(t.config.dataDir, "uploads")),
    staged: filesUnder(path.join(t.config.dataDir, "upload-staging")),
  };
}

const KEY = /^origin\/(event|videos|sns\/topic|sns\/post)\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.[a-z0-9]+$/;
const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

describe("accepted uploads", () => {
  it.each([
    ["a PNG for an event", "event", png(), "banner.png", "image/png", "origin/event/", "png"],
    ["a JPEG for a community post, upper-case extension", "sns_post", jpeg(), "IMG_0001.JPEG", "image/jpeg", "origin/sns/post/", "jpg"],
    ["a GIF for a community topic", "sns_topic", gif(), "spin.gif", "image/gif", "origin/sns/topic/", "gif"],
    ["an MP4 for videos", "videos", mp4(), "clip.mp4", "video/mp4", "origin/videos/", "mp4"],
    ["a QuickTime movie for videos", "videos", mp4("qt  "), "clip.mov", "video/quicktime", "origin/videos/", "mov"],
  ])("%s: stored under its prefix with the detected type, one row and one log entry", async (_n, purp, bytes, name, type, prefix, ext) => {
    const before = await traces();
    const res = await upload([purpose(purp), file(bytes, name, "text/plain")], { token: admin });
    expect(res.status, res.body.message).toBe(200);
    const { key, url, content_type, size } = res.body.data;
    expect(res.body.data).toEqual({ key, url, content_type, size });
    expect(key).toMatch(KEY);
    expect(key.startsWith(prefix)).toBe(true);
    expect(key.endsWith(`.${ext}`)).toBe(true);
    const now = new Date();
    expect(key.slice(prefix.length, prefix.length + 7)).toBe(`${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`);
    expect(content_type).toBe(type);
    expect(size).toBe(bytes.length);
    expect(url).toBe(`${t.url}/uploads/${key}`);

    const [row] = await t.sql<Record<string, unknown>>(
      "select key, purpose, content_type, size, sha256, uploaded_by from uploads where key = $1",
      [key],
    );
    expect(row).toEqual({
      key,
      purpose: purp,
      content_type: type,
      size: bytes.length,
      sha256: sha256(bytes),
      uploaded_by: await t.userId("admin"),
    });
    const [log] = await t.sql<{ action: string; entity: string; actor_name: string; after: Record<string, unknown> }>(
      "select action, entity, actor_name, after from audit_log where entity = 'upload' order by id desc limit 1",
    );
    expect(log).toMatchObject({
      action: "upload",
      entity: "upload",
      after: { key, purpose: purp, content_type: type, size: bytes.length },
    });

    const after = await traces();
    expect(after.uploads).toBe(before.uploads + 1);
    expect(after.audit).toBe(before.audit + 1);
    expect(after.stored).toEqual([...before.stored, key].sort());
    expect(after.staged).toEqual([]);
  });

  it("serves the stored file back byte for byte, with its type and safe, long-lived headers", async () => {
    const bytes = png([1, 2, 3, 4]);
    const res = await upload([purpose("event"), file(bytes, "pixel.png")], { token: admin });
    const got = await fetch(res.body.data.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("content-length")).toBe(String(bytes.length));
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(got.headers.get("cache-control")).toMatch(/public.*max-age=31536000/);
    // public like a bucket: no token needed to read
    const head = await fetch(res.body.data.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
  });

  it("names the key from the bytes, never from the client's file name or declared type", async () => {
    const res = await upload([purpose("event"), file(png(), "../../evil name.jpg", "image/svg+xml")], { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.key).toMatch(/\.png$/);
    expect(res.body.data.key).not.toMatch(/evil/);
    expect(res.body.data.content_type).toBe("image/png");
  });

  it("takes an image of exactly 5 MB and a video of exactly 10 MB", async () => {
    const img = await upload([purpose("event"), file(padded(png(), 5 * MB), "big.png")], { token: admin });
    expect(img.status, img.body.message).toBe(200);
    expect(img.body.data.size).toBe(5 * MB);
    const vid = await upload([purpose("videos"), file(padded(mp4(), 10 * MB), "big.mp4")], { token: admin });
    expect(vid.status, vid.body.message).toBe(200);
    expect(vid.body.data.size).toBe(10 * MB);
  });

  it("when the row cannot be written, the stored object is removed again: 500 and no trace", async () => {
    await t.sql(
      "create function refuse_upload_row() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$",
    );
    await t.sql("create trigger refuse_upload_row before insert on uploads for each row execute function refuse_upload_row()");
    try {
      const before = await traces();
      const res = await upload([purpose("event"), file(png(), "a.png")], { token: admin });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(500);
      expect(await traces()).toEqual(before);
    } finally {
      await t.sql("drop trigger refuse_upload_row on uploads");
      await t.sql("drop function refuse_upload_row()");
    }
  });

  it("a WebP is accepted when ignore_webp is true", async () => {
    const res = await upload([purpose("event"), { name: "ignore_webp", value: "true" }, file(webp(), "a.webp")], { token: admin });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ content_type: "image/webp" });
    expect(res.body.data.key).toMatch(/^origin\/event\/.*\.webp$/);
  });
});

// [case, parts, en message, zh message]
const REFUSALS: [string, () => Part[], string, string][] = [
  ["no file at all", () => [purpose("event")], "Please choose a file to upload first.", "请先选择要上传的文件"],
  [
    "an empty file",
    () => [purpose("event"), file(Buffer.alloc(0), "empty.png")],
    "Please choose a file to upload first.",
    "请先选择要上传的文件",
  ],
  [
    "an empty file input (no name, no bytes)",
    () => [purpose("event"), file(Buffer.alloc(0), "")],
    "Please choose a file to upload first.",
    "请先选择要上传的文件",
  ],
  [
    "a text file named .png",
    () => [purpose("event"), file(Buffer.from("hello, world\n"), "x.png", "image/png")],
    "Unsupported image format",
    "不支持的图片格式",
  ],
  [
    "an HTML page named .png",
    () => [purpose("event"), file(Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), "x.png", "image/png")],
    "Unsupported image format",
    "不支持的图片格式",
  ],
  [
    "an SVG named .png",
    () => [purpose("sns_post"), file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "x.png", "image/png")],
    "Unsupported image format",
    "不支持的图片格式",
  ],
  [
    "an SVG named .svg",
    () => [purpose("sns_topic"), file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "x.svg", "image/svg+xml")],
    "Unsupported image format",
    "不支持的图片格式",
  ],
  [
    "a PNG named .mp4 for videos",
    () => [purpose("videos"), file(png(), "x.mp4", "video/mp4")],
    "Unsupported video format",
    "不支持的视频格式",
  ],
  ["a PNG named .png for videos", () => [purpose("videos"), file(png(), "x.png")], "Unsupported video format", "不支持的视频格式"],
  ["a PNG named .mp4 for an event", () => [purpose("event"), file(png(), "x.mp4")], "Unsupported image format", "不支持的图片格式"],
  ["an MP4 named .png for an event", () => [purpose("event"), file(mp4(), "x.png")], "Unsupported image format", "不支持的图片格式"],
  ["a PNG with no extension", () => [purpose("event"), file(png(), "pixel")], "Unsupported image format", "不支持的图片格式"],
  [
    "a WebP without ignore_webp",
    () => [purpose("event"), file(webp(), "a.webp")],
    "WebP images are not supported",
    "暂不支持webp格式的图片",
  ],
  [
    "a WebP with ignore_webp=false",
    () => [purpose("event"), { name: "ignore_webp", value: "false" }, file(webp(), "a.webp")],
    "WebP images are not supported",
    "暂不支持webp格式的图片",
  ],
  [
    "an image of 5 MB + 1 byte",
    () => [purpose("event"), file(padded(png(), 5 * MB + 1), "big.png")],
    "The image is larger than 5 MB; an image may be at most 5 MB",
    "图片不能超过 5 MB",
  ],
  [
    "a video of 10 MB + 1 byte",
    () => [purpose("videos"), file(padded(mp4(), 10 * MB + 1), "big.mp4")],
    "The video is larger than 10 MB; a video may be at most 10 MB",
    "视频不能超过 10 MB",
  ],
];

describe("refused uploads: 422 with the message in the caller's language, and no trace", () => {
  it.each(REFUSALS)("%s", async (_n, parts, en, zh) => {
    const before = await traces();
    const resEn = await upload(parts(), { token: admin, lang: "en" });
    expect(resEn.status).toBe(422);
    expect(resEn.body).toMatchObject({ code: 422, message: en, data: { errors: { file: [en] } } });
    const resZh = await upload(parts(), { token: admin, lang: "zh-CN,zh;q=0.9" });
    expect(resZh.status).toBe(422);
    expect(resZh.body).toMatchObject({ code: 422, message: zh, data: { errors: { file: [zh] } } });
    expect(await traces()).toEqual(before);
  });

  it("checks in the spec's order: type before the WebP rule, WebP before size", async () => {
    const before = await traces();
    // an oversize WebP is refused as a WebP, an oversize SVG as an unsupported format
    const bigWebp = await upload([purpose("event"), file(padded(webp(), 5 * MB + 1), "a.webp")], { token: admin });
    expect(bigWebp.body.message).toBe("WebP images are not supported");
    const bigSvg = await upload([purpose("event"), file(padded(Buffer.from("<svg>"), 5 * MB + 1), "a.png")], { token: admin });
    expect(bigSvg.body.message).toBe("Unsupported image format");
    // an oversize WebP that is allowed is refused for its size
    const allowed = await upload([purpose("event"), { name: "ignore_webp", value: "1" }, file(padded(webp(), 5 * MB + 1), "a.webp")], {
      token: admin,
    });
    expect(allowed.body.message).toMatch(/5 MB/);
    expect(await traces()).toEqual(before);
  });

  it.each([
    ["missing purpose", [file(png(), "a.png")]],
    ["an unknown purpose", [purpose("banner"), file(png(), "a.png")]],
    ["purpose sent after the file", [file(png(), "a.png"), purpose("event")]],
  ] as [string, Part[]][])("%s → 422 on purpose", async (_n, parts) => {
    const before = await traces();
    const res = await upload(parts, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.purpose[0]).toMatch(/event, videos, sns_topic or sns_post/);
    const zh = await upload(parts, { token: admin, lang: "zh" });
    expect(zh.body.message).toMatch(/用途/);
    expect(await traces()).toEqual(before);
  });

  it("refuses a second file and an unknown ignore_webp value", async () => {
    const before = await traces();
    const two = await upload([purpose("event"), file(png(), "a.png"), file(png(), "b.png")], { token: admin });
    expect(two.status).toBe(422);
    expect(two.body.data.errors.file[0]).toMatch(/one file/);
    const other = await upload([purpose("event"), { name: "avatar", value: png(), filename: "a.png" }], { token: admin });
    expect(other.status).toBe(422);
    const flag = await upload([purpose("event"), { name: "ignore_webp", value: "maybe" }, file(webp(), "a.webp")], { token: admin });
    expect(flag.status).toBe(422);
    expect(flag.body.data.errors.ignore_webp).toEqual(["ignore_webp must be true or false"]);
    expect(await traces()).toEqual(before);
  });

  it("refuses a JSON body with 415", async () => {
    const res = await t.post("/api/upload", { purpose: "event", file: "iVBORw0KGgo=" }, { token: admin });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/multipart\/form-data/);
  });
});

describe("request size cap", () => {
  it("a declared body over 11 MB is refused with 413 before any of it is read", async () => {
    const before = await traces();
    const res = await raw("POST", "/api/upload", {
      authorization: `Bearer ${admin}`,
      "content-type": "multipart/form-data; boundary=xyz",
      "content-length": 11 * MB + 1,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 413, message: "The upload is too large (11 MB at most per request)" });
    expect(await traces()).toEqual(before);
  });

  it("a streamed body (no length) is cut off with 413 as soon as it passes 11 MB", async () => {
    const before = await traces();
    const u = new URL(t.url);
    const boundary = "----cap";
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: u.hostname,
        port: u.port,
        method: "POST",
        path: "/api/upload",
        headers: { authorization: `Bearer ${admin}`, "content-type": `multipart/form-data; boundary=${boundary}`, "accept-language": "zh" },
      });
      let done = false;
      req.on("response", (res) => {
        done = true;
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      // the server closes the connection once it has answered; later writes may fail, that is expected
      req.on("error", (err) => (done ? undefined : reject(err)));
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nevent\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (!done && sent < 40 * MB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!done) req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, message: "上传内容过大（每次最多 11 MB）" });
    // answered long before the client would have finished sending
    expect(sent).toBeLessThan(20 * MB);
    expect(await traces()).toEqual(before);
  });
});

describe("who may upload", () => {
  it("without a token → 401, nothing stored", async () => {
    const before = await traces();
    const res = await upload([purpose("event"), file(png(), "a.png")]);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    const bad = await upload([purpose("event"), file(png(), "a.png")], { token: "not-a-token" });
    expect(bad.status).toBe(401);
    expect(await traces()).toEqual(before);
  });

  it("a read-only viewer → 403, nothing stored (issue 14.8)", async () => {
    const before = await traces();
    const res = await upload([purpose("sns_post"), file(gif(), "a.gif")], { token: viewer });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    expect(await traces()).toEqual(before);
  });
});

describe("GET /uploads/<key>", () => {
  it.each([
    "/uploads/../../etc/passwd",
    "/uploads/..%2f..%2fetc%2fpasswd",
    "/uploads/..%2F..%2F..%2Fetc%2Fpasswd",
    "/uploads/%2e%2e/%2e%2e/etc/passwd",
    "/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/uploads/%252e%252e%252fetc%252fpasswd",
    "/uploads/..%5c..%5cetc%5cpasswd",
    "/uploads/../sso-signing-key.json",
    "/uploads/..%2fsso-signing-key.json",
    "/uploads/origin/event/2024/01/..%2f..%2f..%2f..%2fsso-signing-key.json",
    "/uploads/origin/event/2024/01/AAAAAAAAAAAAAAAAAAAAAA.png",
    "/uploads/origin/event/2024/01/AAAAAAAAAAAAAAAAAAAAAA.png/",
    "/uploads/origin/event/2024/13/AAAAAAAAAAAAAAAAAAAAAA.png",
    "/uploads/origin/event/2024/01/AAAAAAAAAAAAAAAAAAAAAA.html",
    "/uploads/",
    "/uploads/origin",
  ])("%s → 404 envelope", async (p) => {
    const res = await raw("GET", p);
    expect(res.status).toBe(404);
    const body = JSON.parse(res.body.toString());
    expect(body).toMatchObject({ code: 404, data: null });
    expect(res.body.toString()).not.toMatch(/root:|"kty"/);
  });

  it("finds nothing outside the stored keys even when the file exists on disk", async () => {
    const planted = path.join(t.config.dataDir, "uploads", "origin", "event", "secret.txt");
    fs.mkdirSync(path.dirname(planted), { recursive: true });
    fs.writeFileSync(planted, "top secret");
    try {
      for (const p of ["/uploads/origin/event/secret.txt", "/uploads/origin/event/./secret.txt", "/uploads/origin//event/secret.txt"]) {
        const res = await raw("GET", p);
        expect(res.status, p).toBe(404);
        expect(res.body.toString()).not.toMatch(/top secret/);
      }
    } finally {
      fs.rmSync(planted);
    }
  });
});

describe("console helper app/lib/upload.server.ts", () => {
  // the console reads API_BASE_URL once, when its config module loads
  const helper = async () => {
    process.env.API_BASE_URL = t.url;
    return import("../../app/lib/upload.server");
  };
  // the interface language as the console keeps it: its own cookie
  const post = async (form: FormData, lang = "zh") => {
    const { localeCookie } = await import("../../app/lib/i18n.server");
    const cookie = (await localeCookie.serialize(lang)).split(";")[0];
    return new Request("http://console.local/resource/sign/banner-list/new", { method: "POST", body: form, headers: { cookie } });
  };
  const bannerForm = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append("title", "Summer sale");
    form.append("banner_image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
    return form;
  };

  it("forwards the form's file as the user and returns the stored object with the other fields", async () => {
    const { receiveUpload } = await helper();
    const { formData, upload } = await receiveUpload(await post(bannerForm(png(), "b.png")), admin, {
      purpose: "event",
      field: "banner_image",
    });
    expect(formData?.get("title")).toBe("Summer sale");
    expect(upload).toMatchObject({ ok: true, contentType: "image/png", size: png().length });
    if (!upload.ok) throw new Error("upload refused");
    expect(upload.key).toMatch(/^origin\/event\//);
    const [row] = await t.sql<{ uploaded_by: number }>("select uploaded_by from uploads where key = $1", [upload.key]);
    expect(row.uploaded_by).toBe(await t.userId("admin"));
  });

  it("reports the API's refusal under the form's field, in the user's language", async () => {
    const { receiveUpload } = await helper();
    const before = await traces();
    const zh = await receiveUpload(await post(bannerForm(webp(), "b.webp")), admin, { purpose: "event", field: "banner_image" });
    expect(zh.upload).toEqual({ ok: false, status: 422, fieldErrors: { banner_image: ["暂不支持webp格式的图片"] }, formErrors: [] });
    const en = await receiveUpload(await post(bannerForm(Buffer.from("<svg/>"), "b.png"), "en"), admin, {
      purpose: "event",
      field: "banner_image",
    });
    expect(en.upload).toMatchObject({ ok: false, fieldErrors: { banner_image: ["Unsupported image format"] } });
    const none = await receiveUpload(await post(bannerForm(Buffer.alloc(0), ""), "en"), admin, { purpose: "event", field: "banner_image" });
    expect(none.upload).toMatchObject({ ok: false, fieldErrors: { banner_image: ["Please choose a file to upload first."] } });
    expect(await traces()).toEqual(before);
  });

  it("refuses a file over the largest limit without sending it on", async () => {
    const { receiveUpload } = await helper();
    const before = await traces();
    const { upload } = await receiveUpload(await post(bannerForm(padded(mp4(), 10 * MB + 1), "v.mp4"), "en"), admin, {
      purpose: "videos",
      field: "banner_image",
    });
    expect(upload).toMatchObject({
      ok: false,
      status: 413,
      fieldErrors: { banner_image: ["The video is larger than 10 MB; a video may be at most 10 MB"] },
    });
    expect(await traces()).toEqual(before);
  });

  it("an expired sign-in sends the user to sign in again", async () => {
    const { receiveUpload } = await helper();
    const thrown = await receiveUpload(await post(bannerForm(png(), "b.png")), "expired-token", {
      purpose: "event",
      field: "banner_image",
    }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toMatch(/^\/login\?reason=expired/);
  });
});
