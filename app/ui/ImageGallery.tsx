import { useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import type { GalleryImage } from "./Lightbox";

type Viewer = ComponentType<{ images: GalleryImage[]; start: number; onClose: (shown: number) => void }>;

/**
 * Links to pictures that open the image viewer. Each link opens its picture in a new tab, which is
 * what happens without JavaScript (or with a modifier key); with it, the viewer's code is fetched on
 * the first click and the picture opens in it, and closing returns focus to the link of the picture
 * last shown. `link(i)` gives the props of picture i's `<a>`; `viewer` is rendered next to them.
 */
export function useImageViewer(images: GalleryImage[]): {
  link: (i: number) => Record<string, unknown>;
  /** opens picture `start` in the viewer; `back(shown)` is where the focus returns on closing (picture `shown`'s link by default) */
  show: (start: number, back?: (shown: number) => HTMLElement | null) => void;
  viewer: ReactNode;
} {
  const [open, setOpen] = useState<{ View: Viewer; start: number; back?: (shown: number) => HTMLElement | null } | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const show = (start: number, back?: (shown: number) => HTMLElement | null) =>
    void import("./Lightbox").then((m) => setOpen({ View: m.Lightbox, start, back }));
  function onClick(e: MouseEvent<HTMLAnchorElement>, start: number) {
    if (!plainClick(e)) return;
    e.preventDefault();
    show(start);
  }

  return {
    link: (i) => ({
      href: images[i].src,
      target: "_blank",
      rel: "noopener noreferrer",
      onClick: (e: MouseEvent<HTMLAnchorElement>) => onClick(e, i),
      ref: (el: HTMLAnchorElement | null) => void (links.current[i] = el),
    }),
    show,
    viewer: open ? (
      <open.View
        images={images}
        start={open.start}
        onClose={(shown) => {
          setOpen(null);
          (open.back ? open.back(shown) : links.current[shown])?.focus();
        }}
      />
    ) : null,
  };
}

/** A click that opens a link in place (no modifier key, main button): the viewer's to take over. */
export const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Thumbnails that open the image viewer (useImageViewer). */
export function ImageGallery({ images, label, size = 96 }: { images: GalleryImage[]; label: string; size?: number }) {
  const { link, viewer } = useImageViewer(images);
  return (
    <>
      <ul className="console-gallery" aria-label={label}>
        {images.map((img, i) => (
          <li key={`${i}-${img.src}`}>
            <a {...link(i)}>
              <img src={img.src} alt={img.alt} width={size} height={size} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {viewer}
    </>
  );
}
