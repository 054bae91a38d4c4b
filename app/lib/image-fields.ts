// Image fields of a form (ui/ImageField.tsx): next to the field's own input (the stored image's URL, kept
// as it is), a file input `<name>__file` that replaces it and a checkbox `<name>__remove` that empties it.
// Browser-safe: the form's schema reads the data through withChosenImages in the browser and in the action.

export const IMAGE_FILE = "__file";
export const IMAGE_REMOVE = "__remove";

/** A chosen (non-empty) file of an image field, in the browser or in an action. */
export function chosenFile(form: FormData, name: string): File | null {
  const file = form.get(name + IMAGE_FILE);
  return typeof file === "object" && file !== null && "size" in file && file.size > 0 ? (file as File) : null;
}

/**
 * The form's data as its schema reads it: a chosen file stands in for the field's URL by its name (so
 * a format rule reads the file's extension), a ticked "remove" empties the field; the file inputs
 * themselves are left out. The action uploads the files once the form is valid (image-fields.server.ts).
 */
export function withChosenImages(form: FormData, names: readonly string[]): FormData {
  const out = new FormData();
  for (const [k, v] of form) if (!k.endsWith(IMAGE_FILE) && !k.endsWith(IMAGE_REMOVE)) out.append(k, v);
  for (const name of names) {
    const file = chosenFile(form, name);
    if (file) out.set(name, file.name);
    else if (form.get(name + IMAGE_REMOVE) === "on") out.set(name, "");
  }
  return out;
}

/** A stored image's address (a file's name standing in for it is not one). */
export const isStoredImage = (value: unknown): value is string => typeof value === "string" && value.includes("/");
