// The image viewer's rules, against the spec's numbers (section 6 "Lightbox": a 40 px swipe
// changes the photo, maximum zoom about 6 or the natural size ratio, double-tap zoom 2, a vertical
// swipe over 14 percent of the screen's height closes).
import { describe, expect, it } from "vitest";
import {
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
} from "../../app/ui/lightbox-view";

describe("swipes", () => {
  it("change the photo from 40 px sideways: left for the next, right for the previous", () => {
    expect(swipeOutcome(-40, 0, 800, false)).toBe("next");
    expect(swipeOutcome(40, 5, 800, false)).toBe("previous");
    expect(swipeOutcome(-39, 0, 800, false)).toBeNull();
    expect(swipeOutcome(39, 0, 800, false)).toBeNull();
  });

  it("close the viewer past 14 % of the screen's height, up or down", () => {
    // 14 % of 1000 px is 140 px
    expect(swipeOutcome(0, 141, 1000, false)).toBe("close");
    expect(swipeOutcome(10, -141, 1000, false)).toBe("close");
    expect(swipeOutcome(0, 140, 1000, false)).toBeNull();
    expect(swipeOutcome(0, 100, 1000, false)).toBeNull();
  });

  it("pan a zoomed picture instead", () => {
    expect(swipeOutcome(-200, 0, 800, true)).toBeNull();
    expect(swipeOutcome(0, 400, 800, true)).toBeNull();
  });
});

describe("zoom", () => {
  it("goes up to 6, or to the natural size when that is further", () => {
    expect(maxZoom(600, 300)).toBe(6);
    expect(maxZoom(4000, 400)).toBe(10);
    expect(maxZoom(0, 0)).toBe(6);
    let v = FIRST_VIEW;
    for (let i = 0; i < 20; i++) v = zoomIn(v, 6);
    expect(v.zoom).toBe(6);
  });

  it("never goes below 1, and centres the picture again at 1", () => {
    const panned = { ...zoomTo(FIRST_VIEW, 3, 6), x: 40, y: -20 };
    let v = panned;
    for (let i = 0; i < 10; i++) v = zoomOut(v, 6);
    expect(v).toMatchObject({ zoom: 1, x: 0, y: 0 });
  });

  it("toggles between 1 and 2 on a double tap", () => {
    const two = toggleZoom(FIRST_VIEW, 6);
    expect(two.zoom).toBe(2);
    expect(toggleZoom(two, 6).zoom).toBe(1);
    expect(toggleZoom(zoomTo(FIRST_VIEW, 4, 6), 6).zoom).toBe(1);
  });
});

describe("rotation and flips", () => {
  it("rotate by quarter turns in both directions", () => {
    expect(rotate(FIRST_VIEW, 90).rotate).toBe(90);
    expect(rotate(FIRST_VIEW, -90).rotate).toBe(270);
    expect(rotate(rotate(rotate(rotate(FIRST_VIEW, 90), 90), 90), 90).rotate).toBe(0);
  });

  it("flip as seen on screen: the flip comes after the rotation in the transform", () => {
    const v = flip(rotate(zoomTo(FIRST_VIEW, 2, 6), 90), "x");
    expect(transformOf(v)).toBe("translate(0px, 0px) scale(-1, 1) rotate(90deg) scale(2)");
    expect(flip(flip(FIRST_VIEW, "y"), "y").flipY).toBe(1);
  });
});
