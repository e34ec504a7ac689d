import { Center, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import type { Ref } from 'react';
import { orderingRefusal, type School, type SupplyList } from '@ssb/contract';
import { useSupplyLists } from '../api/get-supply-lists';
import { SHOP_TEXTS } from '../texts';
import { deliveredByText, priceText, schoolShareText } from '../utils/list-preview';
import { ChosenListCard } from './chosen-list-card';
import { LoadFailed } from './load-failed';
import { ReminderOffer } from './reminder-offer';
import { ShopEmptyState } from './shop-empty-state';
import classes from './supply-list-picker.module.css';

const texts = SHOP_TEXTS.lists;

/** An option of the dropdown: the list's name and price ('Select a supply list...' shows both). */
function optionLabel(list: SupplyList): string {
  const price = priceText(list);
  return price ? texts.optionWithPrice({ name: list.name, price }) : list.name;
}

interface SupplyListPickerProps {
  school: School;
  listId: string | null;
  onChooseList: (listId: string | null) => void;
  onChooseDifferentList: () => void;
  onPlaceOrder: () => void;
  selectRef?: Ref<HTMLSelectElement>;
}

/** Step 1 for a chosen school: its note, the 'Select a supply list...' dropdown, the chosen list and the reminder before ordering closes. */
export function SupplyListPicker({ school, listId, onChooseList, onChooseDifferentList, onPlaceOrder, selectRef }: SupplyListPickerProps) {
  const lists = useSupplyLists(school.id);
  const chosen = lists.data?.find((list) => list.id === listId) ?? null;
  const share = chosen ? schoolShareText(school, chosen) : null;
  const deliveredBy = deliveredByText(school);

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="supply-lists-heading">
      <Stack gap="md">
        <Title id="supply-lists-heading" order={2} size="h3">
          {texts.heading({ schoolName: school.name })}
        </Title>
        {deliveredBy && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconTruckDelivery size={20} aria-hidden className={classes.noteIcon} />
            <Text size="sm" fw={600}>
              {deliveredBy}
            </Text>
          </Group>
        )}
        {school.note && (
          <Group gap="xs" p="sm" wrap="nowrap" align="flex-start" className={classes.note}>
            <IconInfoCircle size={20} aria-hidden className={classes.noteIcon} />
            <Text size="sm">{school.note}</Text>
          </Group>
        )}
        {lists.isPending ? (
          <Center py="xl" role="status" aria-label={texts.loading}>
            <Loader aria-hidden />
          </Center>
        ) : lists.isError ? (
          <LoadFailed title={texts.loadFailed} error={lists.error} onRetry={() => void lists.refetch()} />
        ) : lists.data.length === 0 ? (
          <ShopEmptyState title={texts.empty} description={texts.emptyHint} />
        ) : (
          <>
            <NativeSelect
              ref={selectRef}
              label={texts.selectLabel}
              size="md"
              value={chosen?.id ?? ''}
              onChange={(event) => onChooseList(event.currentTarget.value || null)}
              data={[
                { value: '', label: texts.selectPlaceholder, disabled: true },
                ...lists.data.map((list) => ({ value: list.id, label: optionLabel(list) })),
              ]}
            />
            {chosen && (
              <ChosenListCard
                list={chosen}
                closedReason={orderingRefusal(school, new Date())}
                shareLine={share ? texts.schoolShare({ amount: share, school: school.name }) : null}
                onChooseDifferentList={onChooseDifferentList}
                onPlaceOrder={onPlaceOrder}
              />
            )}
          </>
        )}
        <ReminderOffer school={school} />
      </Stack>
    </Paper>
  );
}
