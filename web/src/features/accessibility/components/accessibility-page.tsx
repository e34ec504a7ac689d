import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDay } from '@ssb/contract';
import { DocumentTitle } from '@/components/ui/document-title';
import { SUPPORT_CONTACT } from '@/config/support-contact';
import { ACCESSIBILITY_TEXTS as texts } from '../texts';

/** The day this page and what it promises were last checked against the product. */
export const LAST_REVIEWED = '2026-11-27';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title id={id} order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A bulleted list (a plain one: Mantine's List would add a chunk to this page's download). */
function Points({ items }: { items: string[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} pl="lg">
      {items.map((item) => (
        <Text component="li" key={item} lh={1.6}>
          {item}
        </Text>
      ))}
    </Stack>
  );
}

export function AccessibilityPage() {
  return (
    <Container size="sm" py={48}>
      <DocumentTitle title={texts.heading} />
      <Paper withBorder shadow="xs" p="xl">
        <Stack gap="lg">
          <Title order={1}>{texts.heading}</Title>
          <Text lh={1.6}>{texts.intro}</Text>

          <Section id="accessibility-target" title={texts.target.title}>
            <Text lh={1.6}>{texts.target.text}</Text>
          </Section>

          <Section id="accessibility-tested" title={texts.tested.title}>
            <Points items={Object.values(texts.tested.items)} />
          </Section>

          <Section id="accessibility-limitations" title={texts.limitations.title}>
            <Points items={Object.values(texts.limitations.items)} />
          </Section>

          <Section id="accessibility-report" title={texts.report.title}>
            <Text lh={1.6}>{texts.report.text}</Text>
            <Text>
              {texts.report.phoneLabel}: <Anchor href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</Anchor>
            </Text>
            <Text>
              {texts.report.emailLabel}: <Anchor href={SUPPORT_CONTACT.emailHref}>{SUPPORT_CONTACT.email}</Anchor>
            </Text>
          </Section>

          <Text size="sm" c="dimmed">
            {texts.lastReviewed({ date: formatCalendarDay(LAST_REVIEWED) })}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
