import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconEdit, IconListCheck, IconLock, IconRosetteDiscountCheck, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatLongDate, formatMoney, listLockMessages, listLocks, type SupplyList } from '@ssb/contract';
import { HintTooltip } from '@/components/ui/hint-tooltip/hint-tooltip';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';
import { TEACHER_REQUESTS_TEXTS as teacherTexts } from '../teacher-requests-texts';
import classes from './school-dashboard.module.css';

const texts = SCHOOL_DASHBOARD_TEXTS.lists;

interface Props {
  list: SupplyList;
  onManageProducts: (list: SupplyList) => void;
  onEdit: (list: SupplyList) => void;
  onDelete: (list: SupplyList) => void;
  /** A representative's way to ask for publishing (administrators publish themselves); absent, no button. */
  onSubmitForReview?: (list: SupplyList) => void;
  submitting?: boolean;
  /** A representative's: verifies the list for the school ("Verified by {school}" in the shop). */
  onApprove?: (list: SupplyList) => void;
  approving?: boolean;
}

/**
 * A button that is off, yet still reachable by keyboard so its tooltip says why (a disabled
 * button gets no focus and no hover). Assistive technology hears it as disabled.
 */
function LockedButton({ tip, label, children, icon, align }: { tip: string; label: string; children: string; icon: ReactNode; align: 'start' | 'end' }) {
  return (
    <HintTooltip label={tip} align={align}>
      {(describedBy) => (
        <Button
          variant="default"
          size="xs"
          leftSection={icon}
          data-disabled
          aria-disabled="true"
          aria-label={label}
          onClick={(event) => event.preventDefault()}
          {...describedBy}
        >
          {children}
        </Button>
      )}
    </HintTooltip>
  );
}

/** docs/product.md §2: a list's card: name, status, price, counts, the draft hint or orders placed, and its buttons. */
export function SupplyListCard({ list, onManageProducts, onEdit, onDelete, onSubmitForReview, submitting = false, onApprove, approving = false }: Props) {
  const { orders, productsLocked, deleteLocked } = listLocks(list);
  const items = list.productsMappings.length;
  const label = (action: string) => texts.actionLabel({ action, listName: list.name });
  const price = formatMoney(list.totalPrice ?? 0);

  return (
    <Paper component="article" withBorder p="md" className={classes.card} aria-labelledby={`list-${list.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} size="h4" id={`list-${list.id}`} className={classes.cardName}>
          {list.name}
        </Title>
        <Badge color={list.published ? 'green' : 'gray'} variant="light" radius="sm" style={{ flex: 'none' }}>
          {list.published ? texts.published : texts.draft}
        </Badge>
      </Group>

      <Group gap="xs" align="baseline">
        <Text fz={26} fw={700} aria-label={texts.totalPrice({ price })}>
          {price}
        </Text>
        {list.published && (
          <Badge variant="light" color="orange" radius="sm" leftSection={<IconLock size={12} aria-hidden />}>
            {texts.priceLocked}
          </Badge>
        )}
      </Group>

      <Text size="sm" c="dimmed">
        {texts.items({ count: items })}
        {list.optionalCount > 0 && ` · ${texts.optional({ count: list.optionalCount })}`} · {texts.orders({ count: orders })}
      </Text>
      {!list.published && (
        <Text size="sm" c="indigo.8">
          {texts.draftHint}
        </Text>
      )}
      {list.awaitingReview && (
        <Badge variant="light" color="violet" radius="sm" leftSection={<IconSend size={12} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          {texts.awaitingReview}
        </Badge>
      )}
      {list.reviewNote && !list.awaitingReview && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconArrowBackUp size={18} aria-hidden />}
          title={texts.sentBack({ date: formatDateTime(new Date(list.reviewNote.at)) })}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {list.reviewNote.text}
          </Text>
        </Alert>
      )}
      {list.approval && (
        <Badge
          variant="light"
          color="teal"
          radius="sm"
          tt="none"
          h="auto"
          py={4}
          leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal' } }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {teacherTexts.approved({ date: formatLongDate(new Date(list.approval.at)) })}
        </Badge>
      )}
      {list.published && orders > 0 && (
        <Text size="sm" fw={600} c="var(--mantine-color-orange-light-color)">
          {texts.ordersPlaced({ count: orders })}
        </Text>
      )}

      <Stack gap="xs" className={classes.cardActions}>
        {onApprove && !list.approval && items > 0 && (
          <Button
            size="xs"
            color="teal.9"
            leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
            aria-label={label(teacherTexts.approve)}
            loading={approving}
            onClick={() => onApprove(list)}
            style={{ alignSelf: 'flex-start' }}
          >
            {teacherTexts.approve}
          </Button>
        )}
        {onSubmitForReview && !list.published && !list.awaitingReview && (
          <Button
            size="xs"
            leftSection={<IconSend size={16} aria-hidden />}
            aria-label={label(texts.submitForReview)}
            loading={submitting}
            disabled={items === 0}
            onClick={() => onSubmitForReview(list)}
            style={{ alignSelf: 'flex-start' }}
          >
            {texts.submitForReview}
          </Button>
        )}
        <Group gap="xs">
          {productsLocked ? (
            <LockedButton tip={texts.productsLockedTip} label={label(texts.viewProducts)} icon={<IconListCheck size={16} aria-hidden />} align="start">
              {texts.viewProducts}
            </LockedButton>
          ) : (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconListCheck size={16} aria-hidden />}
              aria-label={label(texts.manageProducts)}
              onClick={() => onManageProducts(list)}
            >
              {texts.manageProducts}
            </Button>
          )}
          <Button variant="default" size="xs" leftSection={<IconEdit size={16} aria-hidden />} aria-label={label(texts.edit)} onClick={() => onEdit(list)}>
            {texts.edit}
          </Button>
          {deleteLocked ? (
            <LockedButton tip={listLockMessages.hasOrders} label={label(texts.delete)} icon={<IconTrash size={16} aria-hidden />} align="end">
              {texts.delete}
            </LockedButton>
          ) : (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={label(texts.delete)}
              onClick={() => onDelete(list)}
            >
              {texts.delete}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
