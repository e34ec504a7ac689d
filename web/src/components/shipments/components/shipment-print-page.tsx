import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { printClasses } from '@/components/ui/print';
import { useManifest } from '../api/shipments';
import { SHIPMENT_TEXTS } from '../texts';
import { ManifestSheet } from './manifest-sheet';

const texts = SHIPMENT_TEXTS.manifest;

/** A shipment's manifest, then its carton labels, a page each when printed (docs/decisions.md §27). */
export function ShipmentPrintPage({ shipmentId }: { shipmentId: string }) {
  const manifest = useManifest(shipmentId);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" className={printClasses.screenOnly}>
          <Button component={Link} to={`${paths.app.admin.getHref()}?tab=shipments`} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {texts.back}
          </Button>
          <Button leftSection={<IconPrinter size={18} aria-hidden />} disabled={!manifest.data} onClick={() => window.print()}>
            {texts.print}
          </Button>
        </Group>
        {manifest.isPending && <Text c="dimmed">{texts.loading}</Text>}
        {manifest.isError && (
          <Alert color="red" variant="light" role="alert" title={texts.failed}>
            {manifest.error.message}
          </Alert>
        )}
        {manifest.data && <ManifestSheet manifest={manifest.data} />}
      </Stack>
    </Container>
  );
}
