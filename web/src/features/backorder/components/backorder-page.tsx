import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { backorderTexts, formatCalendarDate, formatMoney, type BackorderChoice, type BackorderNotice } from '@ssb/contract';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import type { BackorderLink } from '../api/backorder';
import { BACKORDER_TEXTS as texts } from '../texts';

// The page's calls and their schemas load beside it, so its first download goes without the schema library.
const backorderApi = () => import('../api/backorder');

function linkOf(params: URLSearchParams): BackorderLink | null {
  const [orderId, productId, token] = ['orderId', 'productId', 'token'].map((name) => params.get(name) ?? '');
  return orderId && productId && token ? { orderId, productId, token } : null;
}

/** What the family is told once a choice is recorded: theirs, or the rule's default. */
function Result({ notice }: { notice: BackorderNotice }) {
  const chosen = notice.chosen!;
  const amount = formatMoney(chosen.refund);
  const said =
    chosen.choice === 'substitute'
      ? texts.chosen.substitute({ substitute: notice.substitute ?? '' })
      : chosen.choice === 'wait'
        ? texts.chosen.wait
        : texts.chosen[chosen.choice]({ amount });
  return (
    <Stack gap="md">
      <Alert color="teal" role="status" data-testid="backorder-result">
        {said}
      </Alert>
      {chosen.defaulted && <Text size="sm">{texts.defaulted}</Text>}
      <Button component={Link} to={paths.myOrders.getHref()} variant="light" size="lg" fullWidth>
        {texts.myOrders}
      </Button>
    </Stack>
  );
}

/** A choice as a large button: what it does and the refund it makes. */
function ChoiceButton({
  notice,
  choice,
  refund,
  busy,
  onChoose,
}: {
  notice: BackorderNotice;
  choice: BackorderChoice;
  refund: number;
  busy: boolean;
  onChoose: () => void;
}) {
  const label = choice === 'substitute' && notice.substitute ? texts.substitute({ substitute: notice.substitute }) : backorderTexts.choices[choice];
  return (
    <Button size="xl" h="auto" py="sm" fullWidth variant={choice === 'cancel' ? 'default' : 'filled'} disabled={busy} onClick={onChoose}>
      <Stack gap={2} align="center">
        <Text fw={700} size="md" style={{ whiteSpace: 'normal' }}>
          {label}
        </Text>
        <Text size="sm">{refund > 0 ? texts.refund({ amount: formatMoney(refund) }) : texts.noRefund}</Text>
      </Stack>
    </Button>
  );
}

/**
 * `/backorder?orderId=…&productId=…&token=…`, where a backorder e-mail leads: no sign-in, the
 * signed link proves the family got the e-mail. It shows the item, its revised date and the FTC
 * rule's choices (wait, the substitute where one is offered, remove it, cancel the box), each a
 * large button with the refund it makes, and then the result.
 */
export function BackorderPage() {
  const link = linkOf(useSearchParams()[0]);
  const client = useQueryClient();
  const key = queryKeys.backorder(link?.orderId ?? '', link?.productId ?? '', link?.token ?? '');
  const notice = useQuery({
    queryKey: key,
    queryFn: async () => (await backorderApi()).getBackorderNotice(link!),
    enabled: link !== null,
    staleTime: Infinity,
  });
  const choose = useMutation({
    mutationFn: async (choice: BackorderChoice) => (await backorderApi()).chooseBackorder(link!, choice),
    onSuccess: (answered) => client.setQueryData(key, answered),
  });

  const failure = notice.error ?? choose.error;
  const body = (() => {
    if (!link || notice.isError) return <Alert color="red">{notice.error instanceof ApiError ? notice.error.message : texts.linkProblem}</Alert>;
    if (!notice.data) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{texts.loading}</Text>
        </Group>
      );
    }
    const shown = notice.data;
    return (
      <Stack gap="md">
        <Text fw={700}>{texts.item({ item: shown.item, quantity: shown.quantity })}</Text>
        <Text>{texts.revised({ date: formatCalendarDate(shown.revisedDate) })}</Text>
        {shown.delay > 1 && <Text size="sm">{texts.again}</Text>}
        {shown.chosen ? (
          <Result notice={shown} />
        ) : (
          <Stack gap="sm">
            <Text>{texts.question}</Text>
            {shown.options.map((option) => (
              <ChoiceButton
                key={option.choice}
                notice={shown}
                choice={option.choice}
                refund={option.refund}
                busy={choose.isPending}
                onChoose={() => choose.mutate(option.choice)}
              />
            ))}
            {choose.isPending && (
              <Text size="sm" role="status">
                {texts.working}
              </Text>
            )}
            {choose.isError && <Alert color="red">{failure instanceof ApiError ? failure.message : texts.linkProblem}</Alert>}
          </Stack>
        )}
      </Stack>
    );
  })();

  return (
    <Container size={560} py="xl">
      <DocumentTitle title={texts.title} />
      <Title order={1} size="h2" mb="md">
        {texts.title}
      </Title>
      {body}
    </Container>
  );
}
