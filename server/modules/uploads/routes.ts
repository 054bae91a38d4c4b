import fs from "node:fs/promises";
import { log } from "../../log";
import { endpoint } from "../../http/router";
import { createRecord } from "../../resources/write";
import { newKey } from "../../storage/keys";
import { FILE_FIELD_KEYS, UPLOAD_PERMISSION } from "../../../app/lib/file-fields";
import { checkUploadAllowance, lockUploader } from "./allowance";
import { receiveUpload } from "./receive";

export const uploadEndpoints = [
  // multipart/form-data: purpose, ignore_webp (optional), then file. See receive.ts for the checks.
  endpoint({
    method: "POST",
    path: "/api/upload",
    // only those who can save a record with a file field (app/lib/file-fields.ts)
    access: { any: [UPLOAD_PERMISSION, ...FILE_FIELD_KEYS] },
    stream: true,
    async handler(ctx) {
      const limits = ctx.config.uploadLimits;
      // no room left: refused before a byte of the file is read
      await checkUploadAllowance(ctx.db, ctx.user.id, limits);
      const up = await receiveUpload(ctx.req, ctx.config.uploadStagingDir);
      const key = newKey(up.purpose, up.type.ext);
      try {
        // the object first: a row must never point at nothing
        await ctx.store.put(key, up.file);
      } finally {
        await fs.rm(up.file.path, { force: true });
      }
      const row = {
        key,
        purpose: up.purpose,
        content_type: up.file.contentType,
        size: up.file.size,
        sha256: up.sha256,
      };
      try {
        await ctx.db.tx(async (q) => {
          // again with this file's size, one request of this user at a time
          await lockUploader(q, ctx.user.id);
          await checkUploadAllowance(q, ctx.user.id, limits, row.size);
          await createRecord(q, ctx, {
            table: "uploads",
            values: { ...row, uploaded_by: ctx.user.id },
            returning: "id",
            log: { entity: "upload", action: "upload", after: row },
          });
        });
      } catch (err) {
        await ctx.store.remove(key).catch((e) => log("error", "orphan upload object", { key, err: String(e) }));
        throw err;
      }
      return { url: ctx.store.url(key), key, content_type: row.content_type, size: row.size };
    },
  }),
];
