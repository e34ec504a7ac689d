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
        // Spec §9: the navigation bar switches to its mobile menu below 650px.
        'nav-mobile-breakpoint': '650px',
      },
    },
  },
};
