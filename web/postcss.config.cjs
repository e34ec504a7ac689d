// The spec's breakpoints (§9), the same numbers the theme hands to components.
const breakpoints = require('./src/config/breakpoints.json');

// Mantine's PostCSS setup (as in mantine-dev/vite-template): `light-dark()`, `rem()`,
// `@mixin hover` / `smaller-than` / `larger-than`, plus breakpoint variables for media queries.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        'dashboard-grid-breakpoint': `${breakpoints.dashboardGrid}px`,
        'nav-mobile-breakpoint': `${breakpoints.mobileNav}px`,
        'admin-mobile-breakpoint': `${breakpoints.adminMobile}px`,
      },
    },
  },
};
