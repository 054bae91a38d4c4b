import { ApiError } from "../http/errors";
import { isStoredKey } from "./keys";
import type { ObjectStore } from "./store";

// A record's image or video field names an object of our store and nothing else (issue 39 §6): no
// `javascript:` address, no foreign host a storefront would load from. Records keep the object's key,
// so the same rows work behind any public URL; the API answers the store's address for a key.

/**
 * What to store for an image field's value: "" stays empty, a stored key stays itself, the store's
 * address of a stored key (what POST /api/upload answered, or what a read gave) becomes that key;
 * anything else is refused (null).
 */
export function storedImage(store: Pick<ObjectStore, "url">, value: string): string | null {
  if (value === "" || isStoredKey(value)) return value;
  const prefix = store.url("");
  if (!value.startsWith(prefix)) return null;
  const key = value.slice(prefix.length);
  return isStoredKey(key) ? key : null;
}

export const IMAGE_REFUSED = { en: "Choose a file uploaded through the console", zh: "请选择通过控制台上传的文件" };

/**
 * The body with each named field's value as stored (see storedImage); a value naming anything but
 * an object of the store is a 422 on its field. `fields` are dotted paths where the value sits in a
 * list (`steps.*.image`).
 */
export function storedImages<T extends Record<string, unknown>>(store: Pick<ObjectStore, "url">, body: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...body };
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const [head, star, tail] = field.split(".");
    if (star === "*" && tail && Array.isArray(out[head])) {
      out[head] = (out[head] as Record<string, unknown>[]).map((item, i) => {
        const v = item?.[tail];
        if (typeof v !== "string") return item;
        const stored = storedImage(store, v);
        if (stored === null) errors[`${head}.${i}.${tail}`] = [IMAGE_REFUSED.en];
        return { ...item, [tail]: stored ?? v };
      });
    } else if (typeof out[field] === "string") {
      const stored = storedImage(store, out[field] as string);
      if (stored === null) errors[field] = [IMAGE_REFUSED.en];
      else out[field] = stored;
    }
  }
  // the field's message is the answer's: a zh caller gets both in zh
  if (Object.keys(errors).length) throw new ApiError(422, IMAGE_REFUSED.en, { errors }, IMAGE_REFUSED.zh);
  return out as T;
}
