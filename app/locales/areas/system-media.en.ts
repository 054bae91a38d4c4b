// English strings of the shared media fields (ui/ImageField.tsx); spread into ../en.ts.
export const systemMediaEn = {
  "image.preview": "{{label}}: the current image (opens in a new tab)",
  "image.none": "No image yet",
  "image.choose": "Choose an image (PNG, JPG or GIF, up to 5 MB)",
  "image.replace": "Replace with another image (PNG, JPG or GIF, up to 5 MB)",
  "image.remove": "Remove the image",
};
