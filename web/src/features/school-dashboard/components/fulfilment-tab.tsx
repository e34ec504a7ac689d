import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddressChoice } from '../hooks/use-address-choice';
import { printClasses } from '@/components/ui/print';
import { downloadPickList, downloadSchoolOrders } from '../api/get-pick-list';
import { logFailure } from '@/lib/staff/staff-failures';
import { FULFILMENT_TEXTS as texts } from '../fulfilment-texts';
import classes from './fulfilment.module.css';
import { downloadLabels } from '../api/classes';
import { ClassesView } from './classes-view';
import { HandoverChecklist } from './handover-checklist';
import { PackingSlipsView } from './packing-slips-view';
import { PickListView } from './pick-list-view';
import { SchoolDeliveries } from '@/components/shipments/components/school-deliveries';

const views = ['pick-list', 'packing-slips', 'handover', 'deliveries', 'classes'] as const;
type View = (typeof views)[number];

function ExportButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      logFailure(label, error);
      notify({ color: 'red', message: texts.exportFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="light" size="sm" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}

/**
 * What the people who pack and hand out the school's boxes need: the pick list, packing slips,
 * the handover checklist, the deliveries on the way to sign for at the door, and the exports. The view shown is in the address (?view=).
 */
export function FulfilmentTab({ schoolId }: { schoolId: string }) {
  const [view, setView] = useAddressChoice('view', views);
  return (
    <Stack gap="lg">
      <div className={`${classes.toolbar} ${printClasses.screenOnly}`}>
        <SegmentedControl
          aria-label={texts.views.label}
          classNames={{ root: classes.views, control: classes.viewsControl, label: classes.viewsLabel }}
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'pick-list', label: texts.views.pickList },
            { value: 'packing-slips', label: texts.views.packingSlips },
            { value: 'handover', label: texts.views.handover },
            { value: 'deliveries', label: texts.views.deliveries },
            { value: 'classes', label: texts.classes.view },
          ]}
        />
        <Group gap="xs">
          <ExportButton label={texts.exportPickList} download={() => downloadPickList(schoolId)} />
          <ExportButton label={texts.exportOrders} download={() => downloadSchoolOrders(schoolId)} />
          <ExportButton label={texts.classes.exportLabels} download={() => downloadLabels(schoolId)} />
        </Group>
      </div>
      {view === 'pick-list' && <PickListView schoolId={schoolId} />}
      {view === 'packing-slips' && <PackingSlipsView schoolId={schoolId} />}
      {view === 'handover' && <HandoverChecklist schoolId={schoolId} />}
      {view === 'deliveries' && <SchoolDeliveries schoolId={schoolId} />}
      {view === 'classes' && <ClassesView schoolId={schoolId} />}
    </Stack>
  );
}
