import { Alert, Anchor, Grid, Loader, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { School, SupplyList } from '@ssb/contract';
import { paths } from '@/config/paths';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import type { Profile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { checkoutFailureOf, useStartGuestCheckout } from '../api/start-guest-checkout';
import { useStartUserCheckout } from '../api/start-user-checkout';
import { SHOP_TEXTS } from '../texts';
import { CheckoutForm, type CheckoutValues } from './checkout-form';
import { OrderSummary } from './order-summary';

interface OrderStepProps {
  school: School;
  list: SupplyList;
  onCancel: () => void;
}

/** Step 2: the summary, then the order form, then off to the payment page. */
export function OrderStep({ school, list, onCancel }: OrderStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  // A signed-in parent orders with its account; everyone else as a guest.
  const account = session.status === 'signed-in' ? session.user : null;
  const guestCheckout = useStartGuestCheckout();
  const userCheckout = useStartUserCheckout();
  const checkout = account ? userCheckout : guestCheckout;
  const idempotencyKeyFor = useIdempotencyKeys();

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  function submit(values: CheckoutValues) {
    const order = {
      studentFirstName: values.studentFirstName,
      studentLastName: values.studentLastName,
      supplyListId: list.id,
      ...(school.deliverToSchool ? {} : { address: values.address }),
    };
    if (account) {
      const body = { ...order, userId: account.uid };
      userCheckout.mutate({ body, idempotencyKey: idempotencyKeyFor(body) });
    } else {
      const body = { ...order, email: values.email, phone: values.phone };
      guestCheckout.mutate({ body, idempotencyKey: idempotencyKeyFor(body) });
    }
  }

  return (
    <>
      <Title ref={headingRef} tabIndex={-1} order={1} mb="lg" style={{ outline: 'none' }}>
        {SHOP_TEXTS.order.heading}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary school={school} list={list} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checkout-form-heading">
            <Title id="checkout-form-heading" order={2} size="h3" mb="md">
              {SHOP_TEXTS.form.heading}
            </Title>
            {account && session.profileStatus === 'loading' ? (
              <Loader size="sm" role="status" aria-label={SHOP_TEXTS.form.heading} />
            ) : (
              <>
                {account?.email && (
                  <Text size="sm" c="dimmed" mb="md">
                    {SHOP_TEXTS.form.orderingAs(account.email)}
                  </Text>
                )}
                <CheckoutForm
                  guest={!account}
                  deliverToSchool={school.deliverToSchool}
                  initialAddress={account ? savedAddressOf(session.profile) : undefined}
                  submitting={checkout.isPending || checkout.isSuccess}
                  failure={checkout.isError && <CheckoutFailed error={checkout.error} />}
                  onSubmit={submit}
                  onCancel={onCancel}
                />
              </>
            )}
          </Paper>
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

function CheckoutFailed({ error }: { error: unknown }) {
  const failure = checkoutFailureOf(error);
  return (
    <Alert color="red" variant="light" title={SHOP_TEXTS.checkout.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm">{failure.message}</Text>
      {failure.requiresLogin && (
        <Anchor component={Link} to={paths.auth.login.getHref()} fw={700} size="sm" display="inline-block" mt={6}>
          {SHOP_TEXTS.checkout.signIn}
        </Anchor>
      )}
    </Alert>
  );
}
