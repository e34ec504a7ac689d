/** The prerendered pages' own words, outside the app (index.html holds the English for the pages not prerendered). */
export default {
  noScript: 'School Supply Box needs JavaScript to run.',
} as const;
