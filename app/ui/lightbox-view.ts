// The image viewer's rules (spec section 2 "Shared image viewer", section 6 "Lightbox"), apart from
// the component so they are tested without a browser.

/** a horizontal swipe at least this long changes the photo */
export const SWIPE_CHANGE_PX = 40;
/** a vertical swipe longer than this share of the screen's height closes the viewer */
export const SWIPE_CLOSE_SHARE = 0.14;
/** the zoom limit, unless the picture's natural size allows more */
export const ZOOM_LIMIT = 6;
/** a double tap (or double click) zooms to this, or back to 1 */
export const DOUBLE_TAP_ZOOM = 2;
/** two taps closer than this are a double tap */
export const DOUBLE_TAP_MS = 300;
const ZOOM_STEP = 1.5;

export interface View {
  zoom: number;
  /** degrees, a multiple of 90 */
  rotate: number;
  flipX: 1 | -1;
  flipY: 1 | -1;
  /** the pan of a zoomed picture, in screen pixels */
  x: number;
  y: number;
}

export const FIRST_VIEW: View = { zoom: 1, rotate: 0, flipX: 1, flipY: 1, x: 0, y: 0 };

/** How far a picture zooms: about 6, or as far as its natural size goes when that is more. */
export function maxZoom(naturalWidth: number, shownWidth: number): number {
  if (!(naturalWidth > 0) || !(shownWidth > 0)) return ZOOM_LIMIT;
  return Math.max(ZOOM_LIMIT, naturalWidth / shownWidth);
}

export function zoomTo(v: View, zoom: number, max: number): View {
  const z = Math.min(max, Math.max(1, zoom));
  // back at 1 the picture is centred again
  return z === 1 ? { ...v, zoom: 1, x: 0, y: 0 } : { ...v, zoom: z };
}

export const zoomIn = (v: View, max: number) => zoomTo(v, v.zoom * ZOOM_STEP, max);
export const zoomOut = (v: View, max: number) => zoomTo(v, v.zoom / ZOOM_STEP, max);
export const toggleZoom = (v: View, max: number) => zoomTo(v, v.zoom === 1 ? DOUBLE_TAP_ZOOM : 1, max);
export const rotate = (v: View, by: 90 | -90): View => ({ ...v, rotate: (((v.rotate + by) % 360) + 360) % 360 });
/** flips as the person sees the picture, whatever its rotation */
export const flip = (v: View, axis: "x" | "y"): View =>
  axis === "x" ? { ...v, flipX: v.flipX === 1 ? -1 : 1 } : { ...v, flipY: v.flipY === 1 ? -1 : 1 };

/** The CSS transform: zoom and rotation on the picture itself, then the flips and the pan on screen. */
export function transformOf(v: View): string {
  return `translate(${v.x}px, ${v.y}px) scale(${v.flipX}, ${v.flipY}) rotate(${v.rotate}deg) scale(${v.zoom})`;
}

export type SwipeOutcome = "next" | "previous" | "close" | null;

/**
 * What a finished swipe does on a picture that is not zoomed (on a zoomed one it pans). Mostly
 * vertical: closes past 14 % of the screen's height. Mostly horizontal: 40 px or more to the left
 * shows the next photo, to the right the previous one.
 */
export function swipeOutcome(dx: number, dy: number, screenHeight: number, zoomed: boolean): SwipeOutcome {
  if (zoomed) return null;
  if (Math.abs(dy) > Math.abs(dx)) return Math.abs(dy) > SWIPE_CLOSE_SHARE * screenHeight ? "close" : null;
  if (dx <= -SWIPE_CHANGE_PX) return "next";
  if (dx >= SWIPE_CHANGE_PX) return "previous";
  return null;
}
