import { Suspense } from 'react';
import { lazyWithTexts } from '@/lib/i18n/lazy';

// The switch (Mantine's Switch, the call, its texts) loads after the dashboard's first paint: the route's first download stays the lists'.
const DailyDigestSetting = lazyWithTexts(async () => ({ default: (await import('./daily-digest-setting')).DailyDigestSetting }));

/** The representative's daily digest switch, as it arrives. */
export function DailyDigestSwitch() {
  return (
    <Suspense fallback={null}>
      <DailyDigestSetting />
    </Suspense>
  );
}
