import { UPLOAD_MAX_BYTES } from "../../../app/lib/constants";
import { ApiError } from "../../http/errors";
import type { Family } from "./sniff";

const MB = 1024 * 1024;

export const MAX_BYTES: Record<Family, number> = UPLOAD_MAX_BYTES;
/** the largest file plus room for the form's other parts and boundaries */
export const MAX_REQUEST_BYTES = 11 * MB;

const field = (name: string, code: number, en: string, zh: string) => new ApiError(code, en, { errors: { [name]: [en] } }, zh);

// Refusals of an upload, in the order they are checked; each is what the person can act on.
export const refuse = {
  notMultipart: () => new ApiError(415, "Send the upload as multipart/form-data", null, "请以 multipart/form-data 方式上传文件"),
  tooLargeRequest: () =>
    new ApiError(
      413,
      `The upload is too large (${MAX_REQUEST_BYTES / MB} MB at most per request)`,
      null,
      `上传内容过大（每次最多 ${MAX_REQUEST_BYTES / MB} MB）`,
    ),
  purpose: () =>
    field(
      "purpose",
      422,
      "Choose what the file is for (purpose: event, videos, sns_topic or sns_post), sent before the file",
      "请在文件之前指定用途（purpose：event、videos、sns_topic 或 sns_post）",
    ),
  ignoreWebp: () => field("ignore_webp", 422, "ignore_webp must be true or false", "ignore_webp 只能是 true 或 false"),
  oneFile: () => field("file", 422, "Send one file per upload, in the field named file", "每次只能上传一个文件（字段名 file）"),
  noFile: () => field("file", 422, "Please choose a file to upload first.", "请先选择要上传的文件"),
  format: (family: Family) =>
    family === "video"
      ? field("file", 422, "Unsupported video format", "不支持的视频格式")
      : field("file", 422, "Unsupported image format", "不支持的图片格式"),
  webp: () => field("file", 422, "WebP images are not supported", "暂不支持webp格式的图片"),
  tooLarge: (family: Family) =>
    family === "video"
      ? field(
          "file",
          422,
          `The video is larger than ${MAX_BYTES.video / MB} MB; a video may be at most ${MAX_BYTES.video / MB} MB`,
          `视频不能超过 ${MAX_BYTES.video / MB} MB`,
        )
      : field(
          "file",
          422,
          `The image is larger than ${MAX_BYTES.image / MB} MB; an image may be at most ${MAX_BYTES.image / MB} MB`,
          `图片不能超过 ${MAX_BYTES.image / MB} MB`,
        ),
};

export const refuseForm = {
  tooManyParts: () => new ApiError(422, "The upload form has too many fields", null, "上传表单的字段过多"),
  malformed: () =>
    new ApiError(
      400,
      "The upload could not be read (malformed multipart/form-data)",
      null,
      "无法读取上传内容（multipart/form-data 格式错误）",
    ),
  interrupted: () => new ApiError(400, "The upload was interrupted", null, "上传已中断"),
};
