import { Button, Container, createTheme, Drawer, Modal, Paper, Title } from '@mantine/core';

/** A friendly, calm look: indigo with school-pencil yellow accents, soft rounded corners. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Modal: Modal.extend({
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
    Drawer: Drawer.extend({
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Title: Title.extend({ defaultProps: { c: 'dark.8' } }),
  },
});
