import { Alert, Anchor, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { checkoutMessages, formatList, MAX_CHECKOUT_BOXES, type School, type SupplyList } from '@ssb/contract';
import { paths } from '@/config/paths';
import { addBoxes, roomForAnotherBox, saveCheckoutDetails, useHouseholdBasket, type CheckoutDetails, type SavedBox } from '@/lib/household-basket';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import type { Profile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { useRememberedChildren } from '../api/get-remembered-children';
import { checkoutCall, checkoutFailureOf, useStartCheckout, type BoxOrder, type CheckoutBuyer } from '../api/start-checkout';
import { useSavedBoxes } from '../hooks/use-saved-boxes';
import { ORDER_TEXTS } from '../order-texts';
import { priceBox } from '../utils/box-price';
import { goToCheckout } from '../utils/go-to-checkout';
import { CheckoutForm, type CheckoutValues } from './checkout-form';
import { OrderSummary } from './order-summary';
import { childNameOf, YourBoxes } from './your-boxes';

interface OrderStepProps {
  /** The box being ordered (the school and list chosen in step 1), or null when only the saved boxes are paid. */
  current: { school: School; list: SupplyList } | null;
  /** The child a reorder link names, filled in for the current box. */
  student?: { first: string; last: string };
  onCancel: () => void;
  /** Back to step 1 for the next child, the current box saved. */
  onAddAnotherChild: () => void;
  /** The boxes are all saved and the payment page is next: the address no longer names the current box. */
  onLeaveForPayment: () => void;
}

/**
 * Step 2: the summary, the boxes chosen before ('Your Boxes'), then the order form, then off
 * to the payment page with every box in one payment.
 */
export function OrderStep({ current, student = { first: '', last: '' }, onCancel, onAddAnotherChild, onLeaveForPayment }: OrderStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  // A signed-in parent orders with its account; everyone else as a guest.
  const account = session.status === 'signed-in' ? session.user : null;
  const rememberedChildren = useRememberedChildren(account?.uid ?? null);
  const basket = useHouseholdBasket();
  const saved = useSavedBoxes(basket.boxes);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [childName, setChildName] = useState(() => childNameOf(student.first, student.last));
  const checkout = useStartCheckout();
  const idempotencyKeyFor = useIdempotencyKeys();
  const lastSubmitted = useRef<CheckoutValues | null>(null);
  const { reset } = checkout;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  // Back from the payment page may restore this page as it was left, busy leaving: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const currentPrice = current ? priceBox(current.list, skipped) : null;
  const schools = [...saved.flatMap((b) => (b.state === 'ready' ? [b.school] : [])), ...(current ? [current.school] : [])];
  const homeSchools = [...new Set(schools.filter((school) => !school.deliverToSchool).map((school) => school.name))];
  const needsAddress = homeSchools.length > 0;
  const boxCount = basket.boxes.length + (current ? 1 : 0);
  const blocked =
    currentPrice && 'problem' in currentPrice
      ? currentPrice.problem
      : saved.some((b) => b.state === 'unavailable')
        ? ORDER_TEXTS.boxes.removeUnavailable
        : roomForAnotherBox(boxCount - 1)
          ? null
          : checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES });

  function currentBox(values: CheckoutValues): Omit<SavedBox, 'id'>[] {
    if (!current) return [];
    const { studentFirstName, studentLastName } = values;
    return [{ schoolId: current.school.id, supplyListId: current.list.id, studentFirstName, studentLastName, skippedProductIds: skipped }];
  }

  function keepDetails(values: CheckoutValues) {
    saveCheckoutDetails({ email: values.email, phone: values.phone, address: values.address } satisfies CheckoutDetails);
  }

  /** Keeps the form and this box in the browser before leaving the order screen, so nothing typed is lost. */
  function keepCheckout(values: CheckoutValues) {
    keepDetails(values);
    addBoxes(currentBox(values));
  }

  function addAnotherChild(values: CheckoutValues) {
    keepCheckout(values);
    onAddAnotherChild();
  }

  // Signing in leaves the shop: the boxes wait in the browser for the account, and the sign-in
  // comes back to this order screen with the e-mail typed here.
  const typedEmail = checkout.variables && 'email' in checkout.variables.call.body ? checkout.variables.call.body.email : '';
  const signInState = { from: { pathname: paths.shop.getHref(), search: '?step=order' }, email: typedEmail };
  function keepBoxesForSignIn() {
    if (lastSubmitted.current) keepCheckout(lastSubmitted.current);
  }

  function submit(values: CheckoutValues) {
    const boxes: BoxOrder[] = [...basket.boxes, ...currentBox(values)].map(({ supplyListId, studentFirstName, studentLastName, skippedProductIds }) => ({
      supplyListId,
      studentFirstName,
      studentLastName,
      skippedProductIds,
    }));
    const buyer: CheckoutBuyer = account ? { userId: account.uid } : { email: values.email, phone: values.phone };
    const call = checkoutCall(buyer, boxes, needsAddress ? values.address : undefined);
    lastSubmitted.current = values;
    checkout.mutate(
      { call, idempotencyKey: idempotencyKeyFor(call) },
      {
        onSuccess: (checkoutUrl) => {
          // Until it is paid, the checkout stays in the browser: a cancelled payment finds every box again.
          keepCheckout(values);
          onLeaveForPayment();
          goToCheckout(checkoutUrl);
        },
      },
    );
  }

  const savedDetails = basket.details;
  const initialValues = {
    email: savedDetails?.email ?? '',
    phone: savedDetails?.phone ?? '',
    studentFirstName: student.first,
    studentLastName: student.last,
    address: savedDetails && Object.values(savedDetails.address).some(Boolean) ? savedDetails.address : account ? savedAddressOf(session.profile) : undefined,
  };

  const yourBoxes = (basket.boxes.length > 0 || !current) && (
    <YourBoxes
      boxes={saved}
      current={
        current && {
          childName,
          listName: current.list.name,
          schoolName: current.school.name,
          totalCents: currentPrice && 'totalCents' in currentPrice ? currentPrice.totalCents : null,
        }
      }
    />
  );

  return (
    <>
      <Title ref={headingRef} tabIndex={-1} order={1} mb="lg" style={{ outline: 'none' }}>
        {ORDER_TEXTS.order.heading}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {current ? (
            <OrderSummary
              school={current.school}
              list={current.list}
              skipped={skipped}
              onSkipChange={(productId, skip) => setSkipped((now) => (skip ? [...now, productId] : now.filter((id) => id !== productId)))}
              boxPrice={currentPrice!}
            />
          ) : (
            yourBoxes
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {current && yourBoxes}
            <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checkout-form-heading">
              <Title id="checkout-form-heading" order={2} size="h3" mb="md">
                {ORDER_TEXTS.form.heading}
              </Title>
              {account && session.profileStatus === 'loading' ? (
                <Loader size="sm" role="status" aria-label={ORDER_TEXTS.form.heading} />
              ) : (
                <>
                  {account?.email && (
                    <Text size="sm" c="dimmed" mb="md">
                      {ORDER_TEXTS.form.orderingAs({ email: account.email })}
                    </Text>
                  )}
                  <CheckoutForm
                    guest={!account}
                    deliverToSchool={!needsAddress}
                    student={current !== null}
                    initialValues={initialValues}
                    addressHint={
                      boxCount > 1 ? ORDER_TEXTS.form.householdAddressHint({ count: homeSchools.length, schools: formatList(homeSchools) }) : undefined
                    }
                    submitting={checkout.isPending || checkout.isSuccess}
                    blocked={blocked}
                    failure={checkout.isError && <CheckoutFailed error={checkout.error} signInState={signInState} onSignIn={keepBoxesForSignIn} />}
                    onSubmit={submit}
                    onStudentChange={(first, last) => setChildName(childNameOf(first, last))}
                    rememberedChildren={rememberedChildren.data}
                    schoolId={current?.school.id}
                    onAddAnotherChild={current && roomForAnotherBox(boxCount) ? addAnotherChild : undefined}
                    onCancel={onCancel}
                  />
                </>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** Spec §2: the signed-in user's saved address prefills the home-delivery address. */
function savedAddressOf(profile: Profile | null) {
  return {
    line1: profile?.line1 ?? '',
    line2: profile?.line2 ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zipCode: profile?.zipCode ?? '',
  };
}

function CheckoutFailed({ error, signInState, onSignIn }: { error: unknown; signInState: object; onSignIn: () => void }) {
  const failure = checkoutFailureOf(error);
  return (
    <Alert color="red" variant="light" title={ORDER_TEXTS.checkout.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm">{failure.message}</Text>
      {failure.requiresLogin && (
        <Anchor component={Link} to={paths.auth.login.getHref()} state={signInState} onClick={onSignIn} fw={700} size="sm" display="inline-block" mt={6}>
          {ORDER_TEXTS.checkout.signIn}
        </Anchor>
      )}
    </Alert>
  );
}
