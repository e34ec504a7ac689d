import { useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatLongDate, TEACHER_LIST_LIMITS, type TeacherListView } from '@ssb/contract';
import { DocumentTitle } from '@/components/ui/document-title';
import { ApiError } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import type { TeacherListLink } from '../api/teacher-list';
import { TEACHER_LIST_TEXTS as texts } from '../texts';

// The page's calls and their schemas load beside it, so its first download goes without the schema library.
const teacherListApi = () => import('../api/teacher-list');

function linkOf(params: URLSearchParams): TeacherListLink | null {
  const [requestId, token] = ['request', 'token'].map((name) => params.get(name) ?? '');
  return requestId && token ? { requestId, token } : null;
}

/** The list and its note, as pasted; the API's refusal (too many lines, a line too long) under the list. */
function ListForm({ request, link, onSent }: { request: TeacherListView; link: TeacherListLink; onSent: () => void }) {
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: async () => (await teacherListApi()).sendTeacherList(link, text, note),
    onSuccess: onSent,
  });
  const refusal = send.error instanceof ApiError ? send.error.message : send.error ? texts.linkProblem : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <Stack gap="md">
        <Text>{texts.how}</Text>
        <Textarea
          label={texts.listLabel}
          description={texts.listExample}
          styles={{ description: { whiteSpace: 'pre-line' } }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={8}
          maxRows={20}
          maxLength={TEACHER_LIST_LIMITS.text}
          required
          error={refusal}
        />
        <Textarea
          label={texts.noteLabel}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={TEACHER_LIST_LIMITS.note}
        />
        <Text size="sm" c="dimmed">
          {texts.validUntil({ date: formatLongDate(new Date(request.expiresAt)) })}
        </Text>
        <Button type="submit" size="lg" fullWidth loading={send.isPending}>
          {texts.send}
        </Button>
        {send.isPending && (
          <Text size="sm" role="status">
            {texts.sending}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * `/teacher-list?request=…&token=…`, where a school's request e-mail leads a teacher: no account,
 * the signed link proves the teacher got the e-mail. The teacher pastes the grade's list, one
 * item and quantity a line, with a note, and sends it once.
 */
export function TeacherListPage() {
  const link = linkOf(useSearchParams()[0]);
  const client = useQueryClient();
  const key = queryKeys.teacherList(link?.requestId ?? '', link?.token ?? '');
  const request = useQuery({
    queryKey: key,
    queryFn: async () => (await teacherListApi()).getTeacherList(link!),
    enabled: link !== null,
    staleTime: Infinity,
    retry: false,
  });
  const [sent, setSent] = useState(false);

  const body = (() => {
    if (!link || request.isError) return <Alert color="red">{request.error instanceof ApiError ? request.error.message : texts.linkProblem}</Alert>;
    if (!request.data) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{texts.loading}</Text>
        </Group>
      );
    }
    const shown = request.data;
    return (
      <Stack gap="md">
        <Text fw={700}>{texts.asked({ school: shown.school, teacher: shown.teacherName, grade: shown.grade })}</Text>
        {sent ? (
          <Alert color="teal" role="status" data-testid="teacher-list-sent">
            {texts.sent({ school: shown.school })}
          </Alert>
        ) : shown.submitted ? (
          <Alert color="blue">{texts.alreadySent}</Alert>
        ) : (
          <ListForm
            request={shown}
            link={link}
            onSent={() => {
              setSent(true);
              client.setQueryData(key, { ...shown, submitted: true });
            }}
          />
        )}
      </Stack>
    );
  })();

  return (
    <Container size={640} py="xl">
      <DocumentTitle title={texts.title} />
      <Title order={1} size="h2" mb="md">
        {texts.title}
      </Title>
      {body}
    </Container>
  );
}
