import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney, orderNumberText } from '@ssb/contract';
import { useStaffLists } from '@/lib/staff/staff-lists';
import { useGiveSponsoredBox, useSponsorship } from '../api/sponsorship';
import { SCHOOL_ORDERS_TEXTS } from '../orders-texts';
import classes from './school-dashboard.module.css';

const texts = () => SCHOOL_ORDERS_TEXTS.sponsored;

/**
 * The school's sponsorship pool (docs/decisions.md §25) and the form that gives a child a box
 * paid from it: one of the school's published lists, the child's name. A refusal (the pool is
 * short) is said in place, as the API words it.
 */
export function SponsoredBoxesPanel({ schoolId }: { schoolId: string }) {
  const pool = useSponsorship(schoolId);
  const lists = useStaffLists(schoolId);
  const give = useGiveSponsoredBox(schoolId);
  const [listId, setListId] = useState<string | null>(null);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const published = (lists.data ?? []).filter((list) => list.published);
  const tiles = pool.data && [
    { label: texts().balance, value: formatMoney(pool.data.balance) },
    { label: texts().given, value: formatMoney(pool.data.given) },
    { label: texts().used, value: formatMoney(pool.data.used) },
    { label: texts().boxes, value: String(pool.data.boxes) },
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!listId) return;
    give.mutate(
      { body: { supplyListId: listId, studentFirstName: first, studentLastName: last }, idempotencyKey: key },
      {
        onSuccess: () => {
          setFirst('');
          setLast('');
          setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sponsored-boxes-heading">
      <Title id="sponsored-boxes-heading" order={2} size="h4" mb="sm">
        {texts().heading}
      </Title>
      {tiles && (
        <dl className={classes.tiles} aria-label={texts().heading}>
          {tiles.map((tile) => (
            <Paper key={tile.label} withBorder p="sm" className={classes.tile}>
              <dt>{tile.label}</dt>
              <dd>{tile.value}</dd>
            </Paper>
          ))}
        </dl>
      )}
      <form onSubmit={submit} aria-labelledby="give-sponsored-box-heading">
        <Stack gap="sm" mt="md">
          <Title id="give-sponsored-box-heading" order={3} size="h5">
            {texts().giveHeading}
          </Title>
          <Select
            label={texts().list}
            data={published.map((list) => ({ value: list.id, label: `${list.name} (${formatMoney(list.totalPrice ?? 0)})` }))}
            value={listId}
            onChange={setListId}
            required
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={texts().firstName} value={first} onChange={(event) => setFirst(event.currentTarget.value)} required miw={140} />
            <TextInput label={texts().lastName} value={last} onChange={(event) => setLast(event.currentTarget.value)} required miw={140} />
          </Group>
          {give.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {give.error.message}
            </Alert>
          )}
          {give.isSuccess && (
            <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
              {texts().done({ orderNumber: orderNumberText(give.data.order.id) })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={give.isPending} disabled={!listId}>
              {texts().give}
            </Button>
          </Group>
        </Stack>
      </form>
      {pool.isError && (
        <Text size="sm" c="red" mt="sm">
          {texts().loadFailed}
        </Text>
      )}
    </Paper>
  );
}
