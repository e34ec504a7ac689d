import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PackingSlip } from '@ssb/contract';
import { useAllPackingSlips, type SlipsSource } from '../api/get-packing-slips';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { FULFILMENT_TEXTS as texts } from '../fulfilment-texts';

/** A failed load, with a way to try again (the fulfilment views). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={texts.loadFailed} icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Button variant="default" size="xs" onClick={onRetry}>
        {texts.retry}
      </Button>
    </Alert>
  );
}

/**
 * Every box of the school (or, for the handover, every box and order ready for pickup) once all
 * its pages have arrived (the packing slips print them all and the handover checklist searches
 * them all); until then it says it is loading, and when there is none, that nothing waits.
 */
export function BoxesGate({ schoolId, source, children }: { schoolId: string; source?: SlipsSource; children: (slips: PackingSlip[]) => ReactNode }) {
  const { slips, complete, isError, error, refetch } = useAllPackingSlips(schoolId, source);
  useLoggedFailure('the boxes', error);
  if (isError && !slips) return <LoadFailed onRetry={() => void refetch()} />;
  if (!slips || !complete) return <Text role="status">{texts.loading}</Text>;
  if (slips.length === 0) return <Text>{texts.nothingToPack}</Text>;
  return children(slips);
}
