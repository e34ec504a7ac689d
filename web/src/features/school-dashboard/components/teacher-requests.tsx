import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { formatLongDate, type DraftLine, type ListRequest, type ProductQuantity, type SupplyList } from '@ssb/contract';
import { reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useMakeDraft, useListRequests } from '../api/teacher-requests';
import { useSaveListProducts } from '../api/save-list-products';
import { TEACHER_REQUESTS_TEXTS as texts } from '../teacher-requests-texts';

/** The draft's items from each line's chosen product: a product chosen for two lines once, with their quantities added. */
export function itemsOfChoices(lines: readonly DraftLine[], chosen: readonly (string | null)[]): ProductQuantity[] {
  const quantities = new Map<string, number>();
  lines.forEach((line, i) => {
    const productId = chosen[i];
    if (productId) quantities.set(productId, (quantities.get(productId) ?? 0) + line.quantity);
  });
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Which product the draft holds for each line: the one of its matches the list holds (the best
 * at first). Reading it from the list keeps a change made in Manage Products.
 */
const chosenOf = (lines: readonly DraftLine[], list: SupplyList | undefined) => {
  const held = new Set(list?.productsMappings.map((m) => m.productId));
  return lines.map((line) => line.matches.find((m) => held.has(m.productId))?.productId ?? (list ? null : (line.matches[0]?.productId ?? null)));
};

/** The draft's lines, each with its product chosen among its matches (a change saves the list's whole selection), and the lines that matched nothing. */
function DraftLines({ request, list }: { request: ListRequest; list: SupplyList | undefined }) {
  const lines = request.draft!.lines;
  const save = useSaveListProducts();
  const chosen = chosenOf(lines, list);
  const choose = (index: number, productId: string) => {
    const next = chosen.map((id, i) => (i === index ? productId : id));
    save.mutate(
      { listId: request.draft!.supplyListId, productMappings: itemsOfChoices(lines, next) },
      { onError: (error) => reportFailure(texts.changeFailed, error) },
    );
  };
  const matched = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.matches.length);
  const unmatched = lines.filter((line) => !line.matches.length);
  return (
    <Stack gap="xs" data-testid="draft-lines">
      <Text fw={600} size="sm">
        {texts.draftHeading}
      </Text>
      {matched.map(({ line, index }) => (
        <NativeSelect
          key={index}
          label={texts.lineMatch({ line: line.line })}
          value={chosen[index] ?? ''}
          disabled={save.isPending || !list}
          onChange={(event) => choose(index, event.currentTarget.value)}
          data={line.matches.map((m) => ({ value: m.productId, label: texts.score({ name: m.name, score: Math.round(m.score * 100) }) }))}
        />
      ))}
      {unmatched.length > 0 && (
        <Alert color="orange" variant="light" title={texts.unmatchedHeading}>
          <Stack component="ul" gap={2} m={0} pl="md">
            {unmatched.map((line, i) => (
              <Text component="li" size="sm" key={i}>
                {line.line}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function RequestCard({ request, lists, schoolId }: { request: ListRequest; lists: SupplyList[] | undefined; schoolId: string }) {
  const draft = useMakeDraft(schoolId);
  const make = () =>
    draft.mutate(request.id, {
      onSuccess: () => notify({ color: 'teal', message: texts.draftMade({ grade: request.grade }) }),
      onError: (error) => reportFailure(texts.draftFailed, error),
    });
  const list = request.draft ? lists?.find((l) => l.id === request.draft!.supplyListId) : undefined;
  return (
    <Paper component="li" withBorder p="md" aria-label={texts.request({ grade: request.grade, teacher: request.teacherName })}>
      <Stack gap="xs">
        <Text fw={700}>{texts.request({ grade: request.grade, teacher: request.teacherName })}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.teacherEmail}
        </Text>
        {request.submission ? (
          <>
            <Text size="sm">{texts.received({ date: formatLongDate(new Date(request.submission.at)) })}</Text>
            <Text component="pre" size="sm" m={0} p="xs" bg="var(--mantine-color-gray-0)" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.submission.text}
            </Text>
            {request.submission.note && <Text size="sm">{texts.note({ note: request.submission.note })}</Text>}
            {request.draft ? (
              <DraftLines request={request} list={list} />
            ) : (
              <Button size="xs" leftSection={<IconWand size={16} aria-hidden />} loading={draft.isPending} onClick={make} style={{ alignSelf: 'flex-start' }}>
                {texts.makeDraft}
              </Button>
            )}
          </>
        ) : (
          <Text size="sm">{texts.waiting({ date: formatLongDate(new Date(request.expiresAt)) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The school's requests to teachers, each with its submission and, once made, its draft's lines. */
export function TeacherRequests({ schoolId, lists }: { schoolId: string; lists: SupplyList[] | undefined }) {
  const requests = useListRequests(schoolId);
  useLoggedFailure('the requests from teachers', requests.error);
  return (
    <Stack gap="sm" component="section" aria-labelledby="teacher-requests-heading">
      <Title order={3} size="h4" id="teacher-requests-heading">
        {texts.heading}
      </Title>
      {requests.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{texts.loading}</Text>
        </Group>
      ) : requests.isError ? (
        <Alert color="red" variant="light" role="alert">
          {texts.loadFailed}
        </Alert>
      ) : requests.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {texts.none}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} lists={lists} schoolId={schoolId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
