import { Badge, Group, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPackage } from '@tabler/icons-react';
import { LANDING_TEXTS } from '../texts';
import classes from './landing-page.module.css';

const texts = LANDING_TEXTS.illustration;

/** A decorative sample of a packed box; the hero text says the same in words. */
export function SupplyBoxIllustration() {
  return (
    <div className={classes.illustration} aria-hidden>
      <Paper withBorder shadow="md" p="lg" className={classes.boxCard}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" color="yellow" variant="filled">
              <IconPackage size={22} color="var(--mantine-color-dark-7)" />
            </ThemeIcon>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {texts.title}
            </Text>
          </Group>
          <Badge color="teal" variant="light">
            {texts.badge}
          </Badge>
        </Group>
        <List
          spacing={8}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {Object.values(texts.items).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="sm" ml={28}>
          {texts.more}
        </Text>
      </Paper>
    </div>
  );
}
