// English strings of the shared media fields (ui/ImageField.tsx); spread into ../en.ts.
export const systemMediaEn = {
  "image.preview": "{{label}}: the current image (opens the image viewer)",
  "image.none": "No image yet",
  "image.choose": "Choose an image (PNG, JPG or GIF, up to 5 MB)",
  "image.replace": "Replace with another image (PNG, JPG or GIF, up to 5 MB)",
  "image.remove": "Remove the image",
  // the image in the box the storefront shows it in (ui/ImageField.tsx)
  "image.storefront": "As the storefront shows it: {{width}} × {{height}} px on a phone",
  "image.storefrontScaled": "As the storefront shows it: {{width}} × {{height}} px on a phone (drawn at {{percent}}%)",
  "image.storefrontAlt": "{{label}} at the storefront's size",
  // a video field (ImageField with media="video")
  "video.preview": "{{label}}: the current video",
  "video.none": "No video yet",
  "video.choose": "Choose a video (MP4, WebM or MOV, up to 10 MB)",
  "video.replace": "Replace with another video (MP4, WebM or MOV, up to 10 MB)",
  "video.remove": "Remove the video",
  // the image viewer (ui/Lightbox.tsx)
  "lightbox.title": "Image viewer",
  "lightbox.count": "{{index}} of {{count}}",
  "lightbox.previous": "Previous image (Left arrow)",
  "lightbox.next": "Next image (Right arrow)",
  "lightbox.rotateLeft": "Rotate left",
  "lightbox.rotateRight": "Rotate right",
  "lightbox.flipHorizontal": "Flip horizontally",
  "lightbox.flipVertical": "Flip vertically",
  "lightbox.zoomIn": "Zoom in",
  "lightbox.zoomOut": "Zoom out",
  "lightbox.reset": "1:1 actual view: no zoom, rotation or flip",
  "lightbox.download": "Download the image",
  "lightbox.close": "Close the viewer (Escape)",
  "lightbox.zoom": "Zoom {{zoom}} %",
};
