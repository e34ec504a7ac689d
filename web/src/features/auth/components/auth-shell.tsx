import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/layout/nav-bar/brand-mark';
import { NAV_TEXTS } from '@/components/layout/nav-bar/texts';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import classes from './auth-shell.module.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  /** The card's width: sign-in is narrow, sign-up has room for two columns. */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame of the sign-in and sign-up screens, which have no navigation bar (docs/product.md §2): the
 * brand (a link home) above a card with the screen's title.
 */
export function AuthShell({ title, subtitle, width = 440, children, footer }: AuthShellProps) {
  return (
    <div className={classes.page}>
      <DocumentTitle title={title} />
      <Link to={paths.home.getHref()} className={classes.brand} aria-label={NAV_TEXTS.brandHome}>
        <BrandMark className={classes.brandMark} />
        <span translate="no">{NAV_TEXTS.brand}</span>
      </Link>
      <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} maw={width} className={classes.card}>
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Text size="sm" mt="lg" ta="center">
          {footer}
        </Text>
      )}
    </div>
  );
}
