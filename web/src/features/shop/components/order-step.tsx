import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconClockX, IconCopy, IconLogin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { checkoutFailureOf } from '../api/start-checkout';
import { useOrderStep, type OrderStepOptions } from '../hooks/use-order-step';
import { ORDER_TEXTS } from '../order-texts';
import { MoneyBreakdown } from '@/components/orders/money-breakdown';
import { CheckoutForm } from './checkout-form';
import { GiftChoiceField } from './gift-choice';
import { HomeDeliveryFee } from './home-delivery-fee';
import { OrderSummary } from './order-summary';
import { YourBoxes } from './your-boxes';

interface OrderStepProps extends Omit<OrderStepOptions, 'student'> {
  /** The child a reorder link names, filled in for the current box (and, from Try Again, its ticks). */
  student?: OrderStepOptions['student'];
}

/**
 * Step 2: the summary, the boxes chosen before ('Your Boxes'), then the order form, then off
 * to the payment page with every box in one payment (the state and the actions: use-order-step.ts).
 */
export function OrderStep({ current, student = { first: '', last: '' }, onCancel, onAddAnotherChild, onLeaveForPayment }: OrderStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = useOrderStep({ current, student, onAddAnotherChild, onCancel, onLeaveForPayment });
  const { account, failure } = step;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    // Unless what the step shows first took it (the sign-in a session that ended asks for).
    if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
  }, []);

  // Under the box's price, or under the boxes' total when several are paid together.
  const breakdown = step.breakdown && <MoneyBreakdown {...step.breakdown} />;
  const yourBoxes = step.yourBoxes && <YourBoxes boxes={step.yourBoxes.boxes} current={step.yourBoxes.current} breakdown={breakdown} />;

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
              skipped={step.skipped}
              onSkipChange={step.toggleSkipped}
              boxPrice={step.currentPrice!}
              breakdown={step.yourBoxes ? null : breakdown}
            />
          ) : (
            yourBoxes
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {current && yourBoxes}
            {step.gift && <GiftChoiceField {...step.gift} />}
            <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checkout-form-heading">
              <Title id="checkout-form-heading" order={2} size="h3" mb="md">
                {ORDER_TEXTS.form.heading}
              </Title>
              {step.closedReason ? (
                <SchoolClosed reason={step.closedReason} onCancel={step.form.onCancel} />
              ) : step.sessionEnded ? (
                <SessionEnded signInState={step.sessionEnded.signInState} />
              ) : step.profileLoading ? (
                <Loader size="sm" role="status" aria-label={ORDER_TEXTS.form.heading} />
              ) : (
                <>
                  {account?.email && (
                    <Text size="sm" c="dimmed" mb="md">
                      {ORDER_TEXTS.form.orderingAs({ email: account.email })}
                    </Text>
                  )}
                  <CheckoutForm
                    {...step.form}
                    // Only the saved boxes are paid: no summary above says what shipping home costs.
                    addressNote={current ? undefined : <HomeDeliveryFee mb="sm" />}
                    state={{
                      ...step.form.state,
                      // Above the form's buttons, where the family is when it goes on: asked before two boxes of one child's list are bought.
                      failure: (
                        <>
                          {step.duplicate && <DuplicateBoxQuestion {...step.duplicate} />}
                          {failure && <CheckoutFailed {...failure} />}
                        </>
                      ),
                    }}
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

/** In place of the form when the school no longer sells (or not yet): why, and the way back. */
function SchoolClosed({ reason, onCancel }: { reason: string; onCancel: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="gray" variant="light" icon={<IconCalendarOff aria-hidden />}>
        {reason}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {ORDER_TEXTS.form.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

/** In place of the form whose session ended: signing in comes back to it as it was left. */
function SessionEnded({ signInState }: { signInState: object }) {
  const signInRef = useRef<HTMLAnchorElement>(null);
  // The form that had the focus is gone: the way on has it.
  useEffect(() => signInRef.current?.focus(), []);
  return (
    <Alert color="yellow" variant="light" icon={<IconClockX aria-hidden />} role="alert">
      <Text size="sm">{ORDER_TEXTS.checkout.sessionEnded}</Text>
      <Button ref={signInRef} component={Link} to={paths.auth.login.getHref()} state={signInState} mt="sm" leftSection={<IconLogin size={16} aria-hidden />}>
        {ORDER_TEXTS.checkout.signIn}
      </Button>
    </Alert>
  );
}

function CheckoutFailed({ error, signInState, keepBoxesForSignIn }: { error: unknown; signInState: object; keepBoxesForSignIn: () => void }) {
  const failure = checkoutFailureOf(error);
  return (
    <Alert color="red" variant="light" title={ORDER_TEXTS.checkout.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm">{failure.message}</Text>
      {failure.requiresLogin && (
        <Anchor
          component={Link}
          to={paths.auth.login.getHref()}
          state={signInState}
          onClick={keepBoxesForSignIn}
          fw={700}
          size="sm"
          display="inline-block"
          mt={6}
        >
          {ORDER_TEXTS.checkout.signIn}
        </Anchor>
      )}
    </Alert>
  );
}

/**
 * This box is a child's list the boxes already hold: one box for them (this one), or both, as
 * the family says. Going on without an answer asks again, its first answer focused.
 */
function DuplicateBoxQuestion({
  message,
  askedTimes,
  keepOne,
  orderBoth,
}: {
  message: string;
  askedTimes: number;
  keepOne: () => void;
  orderBoth: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (askedTimes > 0) first.current?.focus();
  }, [askedTimes]);
  return (
    <Alert color="yellow" variant="light" icon={<IconCopy aria-hidden />} role="status">
      <Text size="sm" fw={700}>
        {message}
      </Text>
      <Group gap="sm" mt="sm">
        <Button ref={first} size="sm" onClick={keepOne}>
          {ORDER_TEXTS.boxes.keepOne}
        </Button>
        <Button size="sm" variant="default" onClick={orderBoth}>
          {ORDER_TEXTS.boxes.orderBoth}
        </Button>
      </Group>
    </Alert>
  );
}
