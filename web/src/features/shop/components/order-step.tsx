import { Alert, Anchor, Grid, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { School, SupplyList } from '@ssb/contract';
import { paths } from '@/config/paths';
import { checkoutFailureOf, useStartGuestCheckout } from '../api/start-guest-checkout';
import { SHOP_TEXTS } from '../texts';
import type { CheckoutValues } from '../utils/checkout-values';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';

interface OrderStepProps {
  school: School;
  list: SupplyList;
  onCancel: () => void;
}

/** Step 2: the summary, then the order form, then off to the payment page. */
export function OrderStep({ school, list, onCancel }: OrderStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkout = useStartGuestCheckout();

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  function submit(values: CheckoutValues) {
    checkout.mutate({
      email: values.email,
      phone: values.phone,
      studentFirstName: values.studentFirstName,
      studentLastName: values.studentLastName,
      supplyListId: list.id,
      ...(school.deliverToSchool ? {} : { address: values.address }),
    });
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
            <CheckoutForm
              guest
              deliverToSchool={school.deliverToSchool}
              submitting={checkout.isPending || checkout.isSuccess}
              failure={checkout.isError && <CheckoutFailed error={checkout.error} />}
              onSubmit={submit}
              onCancel={onCancel}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
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
