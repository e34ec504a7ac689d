/** A product's photo refused (415, 413), by the API and by the product dialog before sending it. */
export default {
  photos: {
    /** `types` lists the image types taken. */
    wrongType: 'Send the photo as a JPEG, PNG or WebP image, with its Content-Type ({types})',
    tooLarge: 'The photo is larger than {mb} MB',
  },
} as const;
