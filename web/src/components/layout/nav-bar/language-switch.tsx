import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { chooseLanguage, usePageLocale } from '@/lib/i18n/page-locale';
import { NAV_TEXTS } from './texts';

/**
 * 'Español' on an English page, 'English' on a Spanish one: the other language, by its own
 * name and marked as that language, so it reads right to a screen reader too.
 */
export function LanguageSwitch(props: ButtonProps) {
  const other = usePageLocale() === 'en' ? 'es' : 'en';
  const name = NAV_TEXTS.languageName[other];
  return (
    <Button variant="subtle" size="sm" {...props} lang={other} leftSection={<IconLanguage size={16} aria-hidden />} onClick={() => chooseLanguage(other)}>
      {name}
    </Button>
  );
}
