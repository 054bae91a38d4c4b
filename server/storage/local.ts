import fs from "node:fs/promises";
import path from "node:path";
import type { ObjectStore, StagedFile } from "./store";
import { isStoredKey } from "./keys";

export interface LocalStore extends ObjectStore {
  driver: "local";
  /** the file of a stored key, or null for anything that is not one (so it can be served) */
  fileOf(key: string): string | null;
}

/** Objects as files under DATA_DIR/uploads, served by the API itself at /uploads/<key>. */
export function createLocalStore(opts: { dir: string; publicUrl: string }): LocalStore {
  const root = path.resolve(opts.dir);

  const fileOf = (key: string) => {
    if (!isStoredKey(key)) return null;
    const file = path.resolve(root, key);
    // the key pattern already rules out escaping the root; this keeps it true if the pattern changes
    return file.startsWith(root + path.sep) ? file : null;
  };
  const mustFile = (key: string) => {
    const file = fileOf(key);
    if (!file) throw new Error(`not a stored key: ${key}`);
    return file;
  };

  return {
    driver: "local",
    fileOf,
    async put(key: string, staged: StagedFile) {
      const file = mustFile(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        // staging lives under the same DATA_DIR, so this is an atomic move: a reader never sees half a file
        await fs.rename(staged.path, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
        const part = `${file}.part`;
        await fs.copyFile(staged.path, part);
        await fs.rename(part, file);
      }
    },
    async has(key: string) {
      const file = fileOf(key);
      return (
        !!file &&
        (await fs.stat(file).then(
          (st) => st.isFile(),
          () => false,
        ))
      );
    },
    async remove(key: string) {
      await fs.rm(mustFile(key), { force: true });
    },
    url: (key: string) => `${opts.publicUrl}/${key}`,
  };
}
