import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from "react";
import { createPortal } from "react-dom";
import { useT } from "~/lib/i18n";
import { keepTabInside } from "./focus-trap";
import {
  DOUBLE_TAP_MS,
  FIRST_VIEW,
  flip,
  maxZoom,
  rotate,
  swipeOutcome,
  toggleZoom,
  transformOf,
  zoomIn,
  zoomOut,
  zoomTo,
  type View,
} from "./lightbox-view";

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The image viewer (spec "Shared image viewer"): previous and next, rotate, flip, zoom, download;
 * Escape closes, the arrow keys change the photo; on a touch screen a 40 px swipe changes it, a
 * double tap zooms to 2 and a vertical swipe over 14 % of the screen closes it. Loaded only when
 * someone opens a picture (ImageGallery), so pages pay nothing for it until then.
 */
export function Lightbox({ images, start, onClose }: { images: GalleryImage[]; start: number; onClose: (shown: number) => void }) {
  const { t } = useT();
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(FIRST_VIEW);
  const [max, setMax] = useState(maxZoom(0, 0));
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const press = useRef<{ x: number; y: number; panX: number; panY: number; id: number } | null>(null);
  const lastTap = useRef(0);
  const image = images[index];

  useEffect(() => {
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const go = (to: number) => {
    if (to < 0 || to >= images.length || to === index) return;
    setIndex(to);
    setView(FIRST_VIEW);
  };
  const close = () => onClose(index);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      go(index + (e.key === "ArrowLeft" ? -1 : 1));
    } else keepTabInside(e, dialog.current);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (e.button !== 0) return;
    press.current = { x: e.clientX, y: e.clientY, panX: view.x, panY: view.y, id: e.pointerId };
    // a drag that leaves the picture keeps panning it (capture fails for a pointer already gone)
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* the press still works without capture */
    }
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const p = press.current;
    if (!p || p.id !== e.pointerId || view.zoom === 1) return;
    setView((v) => ({ ...v, x: p.panX + e.clientX - p.x, y: p.panY + e.clientY - p.y }));
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const p = press.current;
    press.current = null;
    if (!p || p.id !== e.pointerId) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    const outcome = swipeOutcome(dx, dy, window.innerHeight, view.zoom !== 1);
    if (outcome === "close") return close();
    if (outcome) return go(index + (outcome === "next" ? 1 : -1));
    // a tap: two close together zoom to 2 and back (a mouse's double click comes the same way)
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const now = e.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        setView((v) => toggleZoom(v, max));
      } else lastTap.current = now;
    }
  }
  function onWheel(e: WheelEvent<HTMLDivElement>) {
    setView((v) => (e.deltaY < 0 ? zoomIn(v, max) : zoomOut(v, max)));
  }

  const button = (label: string, text: string, act: () => void, disabled = false) => (
    <button type="button" className="console-lightbox-button" aria-label={label} title={label} onClick={act} disabled={disabled}>
      {text}
    </button>
  );

  // on the body: the page's frame makes stacking contexts the top bar would cover it from
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's keys: Escape closes, arrows turn, Tab stays inside
    <div ref={dialog} className="console-lightbox" role="dialog" aria-modal="true" aria-label={t("lightbox.title")} onKeyDown={onKeyDown}>
      <div className="console-lightbox-bar">
        <span className="console-lightbox-count" aria-live="polite">
          {t("lightbox.count", { index: index + 1, count: images.length })}
        </span>
        {button(t("lightbox.previous"), "‹", () => go(index - 1), index === 0)}
        {button(t("lightbox.next"), "›", () => go(index + 1), index === images.length - 1)}
        {button(t("lightbox.rotateLeft"), "↺", () => setView((v) => rotate(v, -90)))}
        {button(t("lightbox.rotateRight"), "↻", () => setView((v) => rotate(v, 90)))}
        {button(t("lightbox.flipHorizontal"), "⇆", () => setView((v) => flip(v, "x")))}
        {button(t("lightbox.flipVertical"), "⇅", () => setView((v) => flip(v, "y")))}
        {button(t("lightbox.zoomOut"), "−", () => setView((v) => zoomOut(v, max)), view.zoom <= 1)}
        {button(t("lightbox.zoomIn"), "+", () => setView((v) => zoomIn(v, max)), view.zoom >= max)}
        {button(t("lightbox.reset"), "1:1", () => setView(FIRST_VIEW))}
        <a className="console-lightbox-button" href={image.src} download aria-label={t("lightbox.download")} title={t("lightbox.download")}>
          ⤓
        </a>
        <button
          ref={closeButton}
          type="button"
          className="console-lightbox-button"
          aria-label={t("lightbox.close")}
          title={t("lightbox.close")}
          onClick={close}
        >
          ✕
        </button>
      </div>
      <div
        className="console-lightbox-stage"
        data-testid="lightbox-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (press.current = null)}
        onWheel={onWheel}
      >
        <img
          key={image.src}
          src={image.src}
          alt={image.alt}
          className="console-lightbox-image"
          style={{ transform: transformOf(view) }}
          draggable={false}
          onLoad={(e) => {
            const m = maxZoom(e.currentTarget.naturalWidth, e.currentTarget.clientWidth);
            setMax(m);
            setView((v) => zoomTo(v, v.zoom, m));
          }}
        />
      </div>
      <p className="console-lightbox-zoom">{t("lightbox.zoom", { zoom: Math.round(view.zoom * 100) })}</p>
    </div>,
    document.body,
  );
}
