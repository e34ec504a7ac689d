/** Titles of the screens that later work fills in (each shows PagePlaceholder until then). */
export const PLACEHOLDER_TITLES = {
  admin: 'Admin Dashboard',
} as const;
