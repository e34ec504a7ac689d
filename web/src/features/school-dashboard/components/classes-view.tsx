import { Alert, Button, FileInput, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { TEACHER_GRADE_MAX_LENGTH, TEACHER_NAME_MAX_LENGTH, type ClassAssignmentsResponse } from '@ssb/contract';
import { notify } from '@/lib/ui/notify';
import { useAddTeacher, useAssignClasses, useSchoolTeachers } from '../api/classes';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';

const texts = FULFILMENT_TEXTS.classes;

/** The school's teachers, with a form to add one: families pick among a grade's in the order step. */
function TeachersSection({ schoolId }: { schoolId: string }) {
  const teachers = useSchoolTeachers(schoolId);
  const add = useAddTeacher(schoolId);
  const [name, setName] = useState('');
  const [grade, setGrade] = useState('');
  function submit() {
    add.mutate(
      { name, grade },
      {
        onSuccess: ({ teacher }) => {
          notify({ color: 'green', message: texts.teacherAdded({ name: teacher.name }) });
          setName('');
        },
      },
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        {texts.teachersTitle}
      </Title>
      {teachers.data?.length === 0 && <Text c="dimmed">{texts.noTeachers}</Text>}
      {teachers.data && teachers.data.length > 0 && (
        <List spacing={4} mb="md" aria-label={texts.teachersTitle}>
          {teachers.data.map((teacher) => (
            <List.Item key={teacher.id}>{texts.teacherLine({ name: teacher.name, grade: teacher.grade })}</List.Item>
          ))}
        </List>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {[
              { label: texts.teacherName, value: name, set: setName, max: TEACHER_NAME_MAX_LENGTH },
              { label: texts.grade, value: grade, set: setGrade, max: TEACHER_GRADE_MAX_LENGTH },
            ].map(({ label, value, set, max }) => (
              <TextInput key={label} label={label} value={value} onChange={(e) => set(e.currentTarget.value)} maxLength={max} required />
            ))}
          </SimpleGrid>
          {add.isError && (
            <Text c="red" size="sm" role="alert">
              {add.error.message}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {texts.addTeacher}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The class lists as CSV: each child's box goes to the teacher named, and the rows that matched nothing are listed. */
function ClassListsSection({ schoolId }: { schoolId: string }) {
  const assign = useAssignClasses(schoolId);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ClassAssignmentsResponse | null>(null);
  async function upload() {
    if (!file) return;
    setAnswer(null);
    assign.mutate(await file.text(), { onSuccess: setAnswer });
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="xs">
        {texts.classListsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.classListsHint}
      </Text>
      <Stack gap="sm">
        <FileInput
          label={texts.classListsFile}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
        />
        <Group>
          <Button onClick={() => void upload()} disabled={!file} loading={assign.isPending}>
            {texts.assign}
          </Button>
        </Group>
        {assign.isError && (
          <Text c="red" size="sm" role="alert">
            {assign.error.message}
          </Text>
        )}
        {answer && (
          <Alert color={answer.unassigned.length ? 'yellow' : 'green'} title={texts.assigned({ count: answer.assigned })} role="status">
            {answer.unassigned.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {texts.unassignedTitle}
                </Text>
                <List size="sm" spacing={2}>
                  {answer.unassigned.map((row) => (
                    <List.Item key={row.line}>
                      {texts.unassignedLine({
                        line: row.line,
                        child: `${row.firstName} ${row.lastName}`,
                        teacher: row.teacher,
                        reason: texts.reasons[row.reason],
                      })}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The Fulfilment tab's Classes view: the school's teachers and its class lists. */
export function ClassesView({ schoolId }: { schoolId: string }) {
  return (
    <Stack gap="lg">
      <TeachersSection schoolId={schoolId} />
      <ClassListsSection schoolId={schoolId} />
    </Stack>
  );
}
