import { Anchor, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone, IconWorld, type Icon } from '@tabler/icons-react';
import { LANDING_TEXTS } from '../texts';

const texts = LANDING_TEXTS.contact;

interface ContactRow {
  icon: Icon;
  label: string;
  value: string;
  href: string;
  external?: boolean;
}

const ROWS: ContactRow[] = [
  { icon: IconPhone, label: texts.phoneLabel, value: texts.phone, href: texts.phoneHref },
  { icon: IconMail, label: texts.emailLabel, value: texts.email, href: texts.emailHref },
  { icon: IconWorld, label: texts.websiteLabel, value: texts.website, href: texts.websiteHref, external: true },
];

export function ContactUsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered radius="lg" padding="lg">
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {texts.intro}
        </Text>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {ROWS.map(({ icon: RowIcon, label, value, href, external }) => (
            <Group key={label} component="li" gap="sm" wrap="nowrap">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <RowIcon size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Anchor
                  href={href}
                  fw={600}
                  fz={{ base: 'sm', xs: 'md' }}
                  style={{ overflowWrap: 'anywhere' }}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {value}
                </Anchor>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
