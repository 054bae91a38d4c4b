import { useRef, useState, type ComponentType, type MouseEvent } from "react";
import type { GalleryImage } from "./Lightbox";

type Viewer = ComponentType<{ images: GalleryImage[]; start: number; onClose: (shown: number) => void }>;

/**
 * Thumbnails that open the image viewer. Each is a link to the picture in a new tab, which is what
 * happens without JavaScript (or with a modifier key); with it, the viewer's code is fetched on the
 * first click and the picture opens in it, and closing returns focus to the thumbnail of the
 * picture last shown.
 */
export function ImageGallery({ images, label, size = 96 }: { images: GalleryImage[]; label: string; size?: number }) {
  const [viewer, setViewer] = useState<{ View: Viewer; start: number } | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);

  function open(e: MouseEvent<HTMLAnchorElement>, start: number) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void import("./Lightbox").then((m) => setViewer({ View: m.Lightbox, start }));
  }

  return (
    <>
      <ul className="console-gallery" aria-label={label}>
        {images.map((img, i) => (
          <li key={`${i}-${img.src}`}>
            <a href={img.src} target="_blank" rel="noreferrer" onClick={(e) => open(e, i)} ref={(el) => void (thumbs.current[i] = el)}>
              <img src={img.src} alt={img.alt} width={size} height={size} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {viewer ? (
        <viewer.View
          images={images}
          start={viewer.start}
          onClose={(shown) => {
            setViewer(null);
            thumbs.current[shown]?.focus();
          }}
        />
      ) : null}
    </>
  );
}
