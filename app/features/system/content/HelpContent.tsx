import { useMemo, useState, type MouseEvent } from "react";
import { useImageViewer, plainClick } from "~/ui/ImageGallery";
import type { GalleryImage } from "~/ui/Lightbox";
import { RTL_LANGUAGES } from "./constants";

/**
 * The sanitized HTML with each image that is not in a link already put in one to the image, in a
 * new tab (`data-image` = its position). The API's sanitizer writes every attribute quoted and
 * escaped, so `src="…"` is read as written.
 */
export function linkImages(html: string): string {
  let inLink = 0;
  let n = 0;
  return html.replace(/<(\/?)(a|img)\b([^>]*)>/gi, (tag, close: string, name: string, attrs: string) => {
    if (name.toLowerCase() === "a") {
      inLink = Math.max(0, inLink + (close ? -1 : 1));
      return tag;
    }
    const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
    if (inLink || !src) return tag;
    return `<a href="${src}" target="_blank" rel="noopener noreferrer" data-image="${n++}">${tag}</a>`;
  });
}

/**
 * Saved help-center content as the storefront shows it. The HTML was sanitized by the API before
 * it was stored (server/modules/content/sanitize.ts: no scripts, no event handlers, no styles,
 * http(s) links and images only), so it is shown as HTML here and nothing in it runs. Its images
 * open in the shared image viewer (without JavaScript: in a new tab).
 */
export function HelpContent({ html, lang }: { html: string; lang: string }) {
  const linked = useMemo(() => linkImages(html), [html]);
  const [images, setImages] = useState<GalleryImage[]>([]);
  const { show, viewer } = useImageViewer(images);
  function onClick(e: MouseEvent<HTMLDivElement>) {
    const link = (e.target as Element).closest<HTMLAnchorElement>("a[data-image]");
    if (!link || !plainClick(e)) return;
    e.preventDefault();
    const box = e.currentTarget;
    setImages([...box.querySelectorAll<HTMLImageElement>("a[data-image] > img")].map((img) => ({ src: img.src, alt: img.alt })));
    show(Number(link.dataset.image), (shown) => box.querySelector<HTMLElement>(`a[data-image="${shown}"]`));
  }
  return (
    <>
      {/* the clicks are the links' own (keyboard included): this only lets the viewer take them */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="console-help-content"
        lang={lang}
        dir={RTL_LANGUAGES.includes(lang) ? "rtl" : "ltr"}
        data-testid={`help-content-${lang}`}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: linked }}
      />
      {viewer}
    </>
  );
}
