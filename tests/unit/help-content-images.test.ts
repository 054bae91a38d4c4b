// Help-center content's images open in a new tab without JavaScript (and in the image viewer with
// it): each image not already in a link is put in one to itself, numbered in order.
import { describe, expect, it } from "vitest";
import { linkImages } from "../../app/features/system/content/HelpContent";

describe("linkImages", () => {
  it("puts each image in a link to it, in a new tab, numbered in order", () => {
    expect(
      linkImages(
        '<p>Step one</p><img src="https://cdn.example.com/a.png" alt="A" /><p><img src="https://cdn.example.com/b.png?w=1&amp;h=2" alt="" /></p>',
      ),
    ).toBe(
      '<p>Step one</p><a href="https://cdn.example.com/a.png" target="_blank" rel="noopener noreferrer" data-image="0"><img src="https://cdn.example.com/a.png" alt="A" /></a>' +
        '<p><a href="https://cdn.example.com/b.png?w=1&amp;h=2" target="_blank" rel="noopener noreferrer" data-image="1"><img src="https://cdn.example.com/b.png?w=1&amp;h=2" alt="" /></a></p>',
    );
  });

  it("leaves an image that is already a link's content alone (no link inside a link), and text without images", () => {
    const linked =
      '<a href="https://example.com/size-guide" rel="noopener noreferrer"><img src="https://cdn.example.com/s.png" alt="Sizes" /></a>';
    expect(linkImages(linked + '<img src="https://cdn.example.com/c.png" alt="C" />')).toBe(
      linked +
        '<a href="https://cdn.example.com/c.png" target="_blank" rel="noopener noreferrer" data-image="0"><img src="https://cdn.example.com/c.png" alt="C" /></a>',
    );
    expect(linkImages("<p>No pictures <strong>here</strong></p>")).toBe("<p>No pictures <strong>here</strong></p>");
  });
});
