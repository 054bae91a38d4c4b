import fs from "node:fs";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import type { ObjectStore, StagedFile } from "./store";

export interface S3Options {
  bucket: string;
  region: string;
  /** an S3-compatible service (MinIO, R2, …); unset = AWS */
  endpoint?: string;
  /** where the bucket is read publicly (a CDN); unset = the bucket's own address */
  publicUrl?: string;
}

// Keys are generated from [A-Za-z0-9/_.-], so they need no escaping in a URL.
export function objectUrl(o: S3Options, key: string): string {
  if (o.publicUrl) return `${o.publicUrl}/${key}`;
  if (o.endpoint) return `${o.endpoint}/${o.bucket}/${key}`;
  return `https://${o.bucket}.s3.${o.region}.amazonaws.com/${key}`;
}

/**
 * Credentials come from the SDK's default chain (env, profile, container or instance role). The SDK
 * is loaded with the first put or remove: an API on the local store never loads it, and one on S3
 * starts without waiting for it.
 */
export function createS3Store(o: S3Options, client: Partial<S3ClientConfig> = {}): ObjectStore {
  let sdk: Promise<{ s3: S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (sdk ??= import("@aws-sdk/client-s3").then((m) => ({
      sdk: m,
      s3: new m.S3Client({
        region: o.region,
        ...(o.endpoint
          ? {
              endpoint: o.endpoint,
              // most S3-compatible services do not resolve bucket sub-domains
              forcePathStyle: true,
            }
          : {}),
        // checksums only when an operation needs one: several S3-compatible services refuse the
        // streamed (aws-chunked) trailing checksum the SDK would add by default
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        ...client,
      }),
    })));

  return {
    driver: "s3",
    async put(key: string, file: StagedFile) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: o.bucket,
          Key: key,
          Body: fs.createReadStream(file.path),
          ContentLength: file.size,
          ContentType: file.contentType,
          // keys are never reused, so a copy anywhere may be kept for good
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async has(key: string) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket: o.bucket, Key: key }));
        return true;
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return false;
        throw err;
      }
    },
    async remove(key: string) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
    url: (key: string) => objectUrl(o, key),
  };
}
