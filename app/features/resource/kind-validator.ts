import { parseWithZod } from "@conform-to/zod/v4";
import type { KindDef } from "~/domain/kinds/kind";
import { formSchema } from "~/domain/kinds/schemas";
import { withChosenImages } from "~/lib/image-fields";

/** The names of a kind's file fields (images, videos): their chosen files stand in for them until the action uploads them. */
export const imageFields = (kind: KindDef) =>
  Object.entries(kind.fields).flatMap(([name, f]) => (f.kind === "image" || f.kind === "video" ? [name] : []));

/** A kind's form check in the browser; loaded when the form opens, so zod stays out of the list's first load. */
export function kindValidator(kind: KindDef) {
  const schema = formSchema(kind);
  const images = imageFields(kind);
  return (formData: FormData) => parseWithZod(images.length ? withChosenImages(formData, images) : formData, { schema });
}
