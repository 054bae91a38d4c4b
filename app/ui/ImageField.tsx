import { Text } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { IMAGE_FILE, IMAGE_REMOVE, isStoredImage } from "~/lib/image-fields";
import { tMessage, useT } from "~/lib/i18n";
import { useImageViewer } from "./ImageGallery";

/** What the upload endpoint takes as an image or a video (the API checks the bytes). */
const ACCEPT = { image: "image/png,image/jpeg,image/gif", video: "video/mp4,video/webm,video/quicktime" } as const;

/**
 * An image of a record: its preview (opens in the image viewer; without JavaScript in a new tab), a file input that replaces it and a
 * "remove" checkbox, all plain named inputs, so the form posts the file without JavaScript (the form
 * is multipart; the action forwards the file with lib/image-fields.server.ts). With JavaScript the
 * chosen file is previewed at once. The field's own input keeps the stored URL. A video field
 * (`media="video"`) is the same with the browser's player as its preview.
 */
export function ImageField({
  media = "image",
  name,
  label,
  value,
  error,
  help,
  storefront,
}: {
  media?: "image" | "video";
  name: string;
  label: string;
  value: unknown;
  error?: string;
  help?: string;
  /** the storefront's box for the image (CSS pixels on a 375-wide phone): previewed filling it, as shoppers see it */
  storefront?: { width: number; height: number };
}) {
  const { t } = useT();
  const stored = isStoredImage(value) ? value : "";
  const [chosen, setChosen] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const id = `image-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const shown = chosen ?? (removed ? "" : stored);
  const preview = t(`${media}.preview`, { label });
  const { link, viewer } = useImageViewer(shown && media === "image" ? [{ src: shown, alt: preview }] : []);
  const described = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="console-fieldset console-image-field" aria-describedby={described}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={stored} />
      <div className="console-image-row">
        {shown && media === "video" ? (
          <video
            src={shown}
            controls
            muted
            preload="metadata"
            aria-label={preview}
            className="console-image-preview"
            data-testid={`${id}-preview`}
          />
        ) : shown ? (
          <a {...link(0)} data-testid={`${id}-preview`}>
            <img src={shown} alt={preview} className="console-image-preview" />
          </a>
        ) : (
          <Text as="span" tone="subdued">
            {t(`${media}.none`)}
          </Text>
        )}
        <div className="console-image-inputs">
          <label htmlFor={`${id}-file`}>{t(stored ? `${media}.replace` : `${media}.choose`)}</label>
          <input
            id={`${id}-file`}
            type="file"
            name={name + IMAGE_FILE}
            accept={ACCEPT[media]}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setChosen(file ? URL.createObjectURL(file) : null);
            }}
          />
          {stored ? (
            <label className="console-check">
              <input type="checkbox" name={name + IMAGE_REMOVE} value="on" onChange={(e) => setRemoved(e.currentTarget.checked)} />{" "}
              {t(`${media}.remove`)}
            </label>
          ) : null}
        </div>
      </div>
      {shown && media === "image" && storefront ? <StorefrontPreview src={shown} size={storefront} label={label} /> : null}
      {help ? (
        <Text as="p" tone="subdued">
          <span id={`${id}-help`}>{help}</span>
        </Text>
      ) : null}
      {error ? (
        <Text as="p" tone="critical">
          <span id={`${id}-error`} role="alert">
            {tMessage(t, error)}
          </span>
        </Text>
      ) : null}
      {viewer}
    </fieldset>
  );
}

/** Boxes taller than this are drawn smaller (an opening-screen ad is a whole phone screen), the scale said. */
const PREVIEW_MAX_HEIGHT = 320;

/** The image in the storefront's box, cropped as the storefront crops it (cover), with the box's size in words. */
function StorefrontPreview({ src, size, label }: { src: string; size: { width: number; height: number }; label: string }) {
  const { t } = useT();
  const scale = Math.min(1, PREVIEW_MAX_HEIGHT / size.height);
  const percent = Math.round(scale * 100);
  const caption = t(percent < 100 ? "image.storefrontScaled" : "image.storefront", { width: size.width, height: size.height, percent });
  return (
    <figure className="console-storefront" data-testid="storefront-preview">
      <img
        src={src}
        alt={t("image.storefrontAlt", { label })}
        width={Math.round(size.width * scale)}
        height={Math.round(size.height * scale)}
        // the box's own ratio, not the picture's: the picture is cropped to it, as on the storefront
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        className="console-storefront-box"
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
