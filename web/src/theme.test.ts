import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, MIN_TEXT_CONTRAST, readableOn, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { colors } = resolved;
const light = cssVariablesResolver(resolved).light;
const white = '#ffffff';

describe('theme motion', () => {
  it('drops the transitions of dialogs and menus when the device asks for reduced motion', () => {
    expect(resolved.respectReducedMotion).toBe(true);
  });
});

describe('theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    expect(contrastRatio('#868e96', white)).toBeCloseTo(3.32, 2);
  });

  it('puts white button text and primary links at AA, also on the faint indigo tint', () => {
    const primary = colors.indigo[8];
    expect(resolved.primaryShade).toEqual({ light: 8, dark: 5 });
    expect(contrastRatio(white, primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(primary, colors.indigo[0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('makes dimmed text readable on white, gray 0 and indigo 0 and 1', () => {
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    for (const background of [white, colors.gray[0], colors.indigo[0], colors.indigo[1]]) {
      expect(contrastRatio(colors.gray[7], background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('makes error text readable on white and gray 0: messages, asterisks and what is typed into a field in error', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrastRatio(colors.red[6], white)).toBeLessThan(MIN_TEXT_CONTRAST);
    for (const background of [white, colors.gray[0]]) {
      expect(contrastRatio(colors.red[9], background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('gives every light variant a text colour that reads on its background, hovered too', () => {
    for (const [name, shades] of Object.entries(colors)) {
      const text = light[`--mantine-color-${name}-light-color`];
      expect(text, name).toBeDefined();
      expect(contrastRatio(text!, shades[1]), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // A light or subtle button under the pointer.
      expect(contrastRatio(text!, shades[2]), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("keeps Mantine's shade 9 where it already reads, and darkens it only where it does not", () => {
    expect(readableOn(colors.indigo[1], colors.indigo[9])).toBe(colors.indigo[9]);
    expect(readableOn(colors.orange[1], colors.orange[9])).not.toBe(colors.orange[9]);
  });
});

describe('theme components', () => {
  it('names the close button of every modal and drawer', () => {
    for (const component of ['Modal', 'Drawer']) {
      expect(resolved.components[component]?.defaultProps).toMatchObject({ closeButtonProps: { 'aria-label': 'Close' } });
    }
  });
});
