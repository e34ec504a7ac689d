import { YearPicker } from '@/components/schools/past-year-lists';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { SupplyList } from '@ssb/contract';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';
import classes from './school-dashboard.module.css';
import { SupplyListCard } from './supply-list-card';
import { useStaffLists } from '@/lib/staff/staff-lists';
import { notify } from '@/lib/ui/notify';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSubmitForReview } from '../api/submit-for-review';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { useOpenedOnce } from '@/lib/ui/use-opened-once';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { useApproveList } from '../api/teacher-requests';
import { TEACHER_REQUESTS_TEXTS } from '../teacher-requests-texts';

// The dialogs load when one is first opened (with the list form's schemas and number inputs):
// the tab's first download stays the cards'.
const ListFormDialog = lazyWithTexts(async () => ({ default: (await import('./list-form-dialog')).ListFormDialog }));
const ManageProductsDialog = lazyWithTexts(async () => ({ default: (await import('./manage-products-dialog')).ManageProductsDialog }));
const DeleteListDialog = lazyWithTexts(async () => ({ default: (await import('./delete-list-dialog')).DeleteListDialog }));
// The requests to teachers load after the cards, with their draft's product pickers.
const TeacherRequests = lazyWithTexts(async () => ({ default: (await import('./teacher-requests')).TeacherRequests }));
const AskTeacherDialog = lazyWithTexts(async () => ({ default: (await import('./ask-teacher-dialog')).AskTeacherDialog }));

const texts = SCHOOL_DASHBOARD_TEXTS.lists;

/**
 * Which dialog is shown, for which list, and whether it is open (a closing dialog keeps its
 * list while it fades out). Dialogs read the list from the cache by id, so they follow its changes.
 */
interface Dialog {
  kind: 'create' | 'edit' | 'products' | 'delete' | 'askTeacher';
  listId?: string;
  open: boolean;
}

/**
 * docs/product.md §2 Supply Lists tab: 'Create New List', a card per list, the empty state, and the
 * dialogs; a representative (`mayRequestReview`) submits a draft for the administrators' review
 * and approves a list for the school. Below, the lists asked of teachers, and their drafts.
 */
export function SupplyListsTab({ schoolId, mayRequestReview = false }: { schoolId: string; mayRequestReview?: boolean }) {
  const lists = useStaffLists(schoolId);
  const review = useSubmitForReview();
  const submitForReview = (list: SupplyList) =>
    review.mutate(list.id, {
      onSuccess: () => notify({ color: 'teal', message: texts.submitted }),
      onError: (error) => reportFailure(texts.submitFailed({ listName: list.name }), error),
    });
  const approval = useApproveList();
  const approve = (list: SupplyList) =>
    approval.mutate(list.id, {
      onSuccess: () => notify({ color: 'teal', message: TEACHER_REQUESTS_TEXTS.approveDone }),
      onError: (error) => reportFailure(TEACHER_REQUESTS_TEXTS.approveFailed({ listName: list.name }), error),
    });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'create', open: false });
  useLoggedFailure('the supply lists', lists.error);
  const close = () => setDialog((shown) => ({ ...shown, open: false }));
  const open = (kind: Dialog['kind']) => (list?: SupplyList) => setDialog({ kind, listId: list?.id, open: true });
  const current = dialog.listId ? lists.data?.find((l) => l.id === dialog.listId) : undefined;
  const shown = (kind: Dialog['kind']) => dialog.kind === kind && dialog.open && (kind === 'create' || kind === 'askTeacher' || current !== undefined);
  const dialogsOpenedOnce = useOpenedOnce(dialog.open);
  // The first dialog opened mounts open (its code loads then): Mantine would not give the focus back.
  useReturnFocus(dialog.open);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconMailForward size={18} aria-hidden />} onClick={() => open('askTeacher')()}>
            {TEACHER_REQUESTS_TEXTS.ask}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open('create')()}>
            {texts.create}
          </Button>
        </Group>
      </Group>

      <YearPicker schoolId={schoolId}>
        {lists.isPending ? (
          <Group justify="center" gap="sm" py="xl" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{texts.loading}</Text>
          </Group>
        ) : lists.isError ? (
          <Alert color="red" variant="light" title={texts.loadFailed} icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{lists.error.message}</Text>
              <Button variant="default" size="xs" onClick={() => void lists.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : lists.data.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>{texts.emptyTitle}</Text>
            <Text c="dimmed" size="sm">
              {texts.emptyHint}
            </Text>
          </Paper>
        ) : (
          <ul className={classes.listGrid} aria-label={texts.heading}>
            {lists.data.map((list) => (
              <li key={list.id}>
                <SupplyListCard
                  list={list}
                  onManageProducts={open('products')}
                  onEdit={open('edit')}
                  onDelete={open('delete')}
                  onSubmitForReview={mayRequestReview ? submitForReview : undefined}
                  submitting={review.isPending && review.variables === list.id}
                  onApprove={mayRequestReview ? approve : undefined}
                  approving={approval.isPending && approval.variables === list.id}
                />
              </li>
            ))}
          </ul>
        )}
      </YearPicker>

      <Suspense fallback={null}>
        <TeacherRequests schoolId={schoolId} lists={lists.data} />
      </Suspense>

      {dialogsOpenedOnce && (
        <Suspense fallback={null}>
          <ListFormDialog opened={shown('create') || shown('edit')} schoolId={schoolId} list={dialog.kind === 'edit' ? current : undefined} onClose={close} />
          <ManageProductsDialog opened={shown('products')} list={dialog.kind === 'products' ? current : undefined} onClose={close} />
          <DeleteListDialog opened={shown('delete')} list={dialog.kind === 'delete' ? current : undefined} onClose={close} />
          <AskTeacherDialog opened={shown('askTeacher')} schoolId={schoolId} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
