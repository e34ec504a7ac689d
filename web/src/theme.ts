import { Button, Container, createTheme, darken, luminance, Paper, Title, type CSSVariablesResolver } from '@mantine/core';
import longWords from './theme.module.css';
import breakpoints from './config/breakpoints.json';

/**
 * docs/product.md §9: the dashboard grid switches at 450px, the navigation bar at 650px, the admin
 * dashboard's mobile layout at 768px. CSS modules read the same numbers (postcss.config.cjs).
 */
export const specBreakpoints = breakpoints;

/** WCAG 2 AA for text (1.4.3): what every text colour of the theme reaches on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The name of a dialog's close button (an ✕ icon) for screen readers. */
const CLOSE_LABEL = 'Close';

const dialogTheme = {
  defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } },
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
};

/**
 * A friendly, calm look: indigo with school-pencil yellow accents, soft rounded corners.
 *
 * Primary shade 8, not Mantine's 6: white on indigo 6 (buttons) and indigo 6 on white (links,
 * outline badges) read at 4.3:1, below AA; indigo 8 reads at 5.7:1, and 5:1 on the indigo 0 tint.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  // Dialogs, menus and drawers appear without their fade or slide when the device asks for
  // reduced motion (the Accessibility page says so).
  respectReducedMotion: true,
  other: { breakpoints },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' }, classNames: { root: longWords.buttonRoot, label: longWords.buttonLabel } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    // Mantine's close button is an icon with no name: every dialog's gets one here. Plain
    // objects rather than Modal.extend(…): importing Modal, Drawer and Notification here would
    // put them in every route's first download, though only screens that open one need them.
    Modal: dialogTheme,
    Drawer: dialogTheme,
    // So is a notification's (the dashboards' "saved" and "not saved" messages).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Title: Title.extend({ defaultProps: { c: 'dark.8' }, classNames: { root: longWords.title } }),
  },
});

/** `color`, darkened in small steps until it reads at AA on `background`. */
export function readableOn(background: string, color: string): string {
  let readable = color;
  for (let amount = 0.05; contrastRatio(readable, background) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.05) {
    readable = darken(color, amount);
  }
  return readable;
}

/**
 * Three of Mantine's light-scheme colours are below AA, and fixing them here fixes every
 * component that uses them:
 * - dimmed text (gray 6, 3.3:1 on white) becomes gray 7 (8.2:1 on white, 6.5:1 on indigo 1);
 * - the error colour of fields' messages, asterisks and text typed into a field in error (red 6,
 *   3.3:1 on white) becomes red 9 (5.5:1);
 * - the text of `light` variants (badges, alerts, light buttons) is shade 9 on shade 1 (shade 2
 *   under the pointer, for light and subtle buttons), which is below AA for teal, green, lime,
 *   yellow and orange: it is darkened until it reads on both.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOn(shades[2], shades[9])])),
  },
  dark: {},
});
