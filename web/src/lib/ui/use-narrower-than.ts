import { useMediaQuery } from '@mantine/hooks';

/**
 * True while the screen is narrower than `px` (a breakpoint of `specBreakpoints`: the wider
 * layout starts at the breakpoint itself, as in the CSS modules).
 */
export function useNarrowerThan(px: number): boolean {
  return useMediaQuery(`(max-width: ${px - 0.02}px)`, undefined, { getInitialValueInEffect: false });
}
