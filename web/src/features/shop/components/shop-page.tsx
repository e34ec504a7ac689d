import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { gradeRank } from '@ssb/contract';
import { DocumentTitle } from '@/components/ui/document-title';
import { useHouseholdBasket } from '@/lib/household/household-basket';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { useSchool } from '@/lib/catalog/schools';
import { useSupplyLists } from '../api/get-supply-lists';
import { useShopSelection } from '../hooks/use-shop-selection';
import { SHOP_TEXTS } from '../texts';
import { SchoolCards } from './school-cards';

// What a visitor sees after a click loads then, not with the shop's first screen: a school's
// lists (with Mantine's select), and step 2 with its form (the contract's schemas, @mantine/form),
// with their texts in the page's language.
const SupplyListPicker = lazyWithTexts(async () => ({ default: (await import('./supply-list-picker')).SupplyListPicker }));
const OrderStep = lazyWithTexts(async () => ({ default: (await import('./order-step')).OrderStep }));
const SavedBoxesPanel = lazyWithTexts(async () => ({ default: (await import('./your-boxes')).SavedBoxesPanel }));

/** /shop (docs/product.md §2): step 1 chooses a school and a list, step 2 is the order screen. */
export function ShopPage() {
  const selection = useShopSelection();
  const basket = useHouseholdBasket();
  const chosenSchool = useSchool(selection.schoolId);
  const lists = useSupplyLists(selection.schoolId);
  const school = chosenSchool.data ?? null;
  const list = lists.data?.find((l) => l.id === selection.listId) ?? null;
  const sameGrade = list === null && selection.grade !== null ? (lists.data?.find((l) => gradeRank(l.name) === selection.grade) ?? null) : null;
  const { replaceList } = selection;

  // A reorder link names a list the school no longer sells: its list of the same grade instead.
  useEffect(() => {
    if (sameGrade) replaceList(sameGrade.id);
  }, [sameGrade, replaceList]);

  // A reload on step 2 waits for the school and list it names.
  const waitingForOrder = selection.ordering && selection.listId !== null && (chosenSchool.isPending || (school !== null && lists.isPending));
  const current = selection.ordering && school !== null && list !== null ? { school, list } : null;
  const ordering = current !== null || (selection.ordering && selection.listId === null && basket.boxes.length > 0);

  return (
    <Container py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={SHOP_TEXTS.title} />
      {waitingForOrder ? (
        <StepLoading />
      ) : ordering ? (
        <Suspense fallback={<StepLoading />}>
          <OrderStep
            key={current?.list.id ?? 'saved-boxes'}
            current={current}
            student={selection.student}
            onCancel={selection.cancelOrder}
            onAddAnotherChild={selection.chooseNextBox}
            onLeaveForPayment={() => selection.checkOutSavedBoxes({ replace: true })}
          />
        </Suspense>
      ) : (
        <ChooseStep />
      )}
    </Container>
  );
}

function StepLoading() {
  return (
    <Center mih="40dvh" role="status" aria-label={SHOP_TEXTS.lists.loading}>
      <Loader aria-hidden />
    </Center>
  );
}

function ChooseStep() {
  const { schoolId, listId, chooseSchool, chooseList, placeOrder, checkOutSavedBoxes } = useShopSelection();
  const basket = useHouseholdBasket();
  const school = useSchool(schoolId).data ?? null;
  const selectRef = useRef<HTMLSelectElement>(null);
  // A shared link's school, and each school picked, bring its lists into view once they show.
  const scrollToLists = useRef(schoolId !== null);
  const listsRef = useCallback((lists: HTMLDivElement | null) => {
    if (!lists || !scrollToLists.current) return;
    scrollToLists.current = false;
    lists.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  function chooseDifferentList() {
    chooseList(null);
    selectRef.current?.focus();
  }

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{SHOP_TEXTS.heading}</Title>
        <Text c="dimmed" mt="xs" maw={640}>
          {SHOP_TEXTS.intro}
        </Text>
      </div>

      {basket.boxes.length > 0 && (
        <Suspense fallback={null}>
          <SavedBoxesPanel onCheckout={() => checkOutSavedBoxes()} />
        </Suspense>
      )}

      <section aria-labelledby="schools-heading">
        <Title id="schools-heading" order={2} size="h3" mb="md">
          {SHOP_TEXTS.schools.heading}
        </Title>
        <SchoolCards
          selected={school}
          onSelect={(chosen) => {
            if (chosen.id === schoolId) return;
            scrollToLists.current = true;
            chooseSchool(chosen.id);
          }}
        >
          {school && (
            <div ref={listsRef} style={{ scrollMarginTop: 80 }}>
              <Suspense fallback={<StepLoading />}>
                <SupplyListPicker
                  key={school.id}
                  school={school}
                  listId={listId}
                  selectRef={selectRef}
                  onChooseList={chooseList}
                  onChooseDifferentList={chooseDifferentList}
                  onPlaceOrder={placeOrder}
                />
              </Suspense>
            </div>
          )}
        </SchoolCards>
      </section>
    </Stack>
  );
}
