import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DASHBOARD_TEXTS } from '../texts';
import classes from './dashboard-page.module.css';

const texts = DASHBOARD_TEXTS.shop;

/** The way to the shop, first thing on the dashboard. */
export function ShopCard() {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} className={classes.shopCard}>
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={440}>
          <Title order={2} size="h3" c="white">
            {texts.title}
          </Title>
          <Text c="indigo.0">{texts.text}</Text>
        </Stack>
        <Button
          component={Link}
          to={paths.shop.getHref()}
          size="md"
          color="yellow"
          c="dark.8"
          leftSection={<IconShoppingBag size={18} aria-hidden />}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {texts.cta}
        </Button>
      </Group>
    </Paper>
  );
}
