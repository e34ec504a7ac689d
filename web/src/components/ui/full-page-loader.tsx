import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { UI_TEXTS } from './texts';

/** Shown while the app starts (Firebase config, restored sign-in) and between routes. */
export function FullPageLoader({ label = UI_TEXTS.loading }: { label?: string }) {
  return (
    <Center mih="60dvh" h="100%" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
