import { Anchor, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone, IconWorld, type Icon } from '@tabler/icons-react';
import { SUPPORT_CONTACT as contact } from '@/config/support-contact';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { LANDING_TEXTS } from '../texts';

const texts = LANDING_TEXTS.contact;

interface ContactRow {
  icon: Icon;
  label: string;
  value: string;
  href: string;
  external?: boolean;
}

export function ContactUsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Loaded lazily, the popup mounts open the first time: Mantine would not give the focus back.
  useReturnFocus(opened);
  const rows: ContactRow[] = [
    { icon: IconPhone, label: texts.phoneLabel, value: contact.phone, href: contact.phoneHref },
    { icon: IconMail, label: texts.emailLabel, value: contact.email, href: contact.emailHref },
    { icon: IconWorld, label: texts.websiteLabel, value: contact.website, href: contact.websiteHref, external: true },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered radius="lg" padding="lg">
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {texts.intro}
        </Text>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map(({ icon: RowIcon, label, value, href, external }) => (
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
