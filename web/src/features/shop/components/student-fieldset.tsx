import { Button, Group, SimpleGrid, Text, TextInput, type TextInputProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { STUDENT_NAME_MAX_LENGTH, type RememberedChild, type Teacher } from '@ssb/contract';
import { ORDER_TEXTS } from '../order-texts';
import classes from './checkout-form.module.css';

const texts = ORDER_TEXTS.form;

// Only a school with teachers asks for one: the select loads then, outside the shop's first download.
const TeacherSelect = lazy(() => import('./teacher-select').then((m) => ({ default: m.TeacherSelect })));

/** How many remembered children are offered: a household's, not a class list. */
const OFFERED_CHILDREN = 6;

/** The children of this school first (the newest order first within each), at most OFFERED_CHILDREN. */
function offeredChildren(children: readonly RememberedChild[], schoolId: string | undefined): readonly RememberedChild[] {
  const here = children.filter((child) => child.schoolId === schoolId);
  return [...here, ...children.filter((child) => child.schoolId !== schoolId)].slice(0, OFFERED_CHILDREN);
}

/** A signed-in family's children from earlier orders, offered to fill in the student; those of `schoolId` (the box's school) first. */
export interface StudentChoice {
  rememberedChildren?: readonly RememberedChild[];
  schoolId?: string;
  /** The student's names as they are typed, for the boxes shown beside the form. */
  onChange?: (firstName: string, lastName: string) => void;
  /** The grade's teachers at the box's school, to pick the child's among (or Not known yet); none: nothing asked. */
  teacher?: { teachers: readonly Teacher[]; value: string | null; onChange: (teacherId: string | null) => void };
}

interface StudentFieldsetProps {
  /** The two name fields' props, as the form gives them. */
  field: (path: 'studentFirstName' | 'studentLastName') => TextInputProps;
  choice: StudentChoice;
  onPick: (child: RememberedChild) => void;
  /** 'Add Another Child', when there is room for another box. */
  onAddAnotherChild?: () => void;
  submitting: boolean;
}

/** The student of the box being named: the family's children to pick from, the two names, and Add Another Child. */
export function StudentFieldset({
  field,
  choice: { rememberedChildren = [], schoolId, teacher },
  onPick,
  onAddAnotherChild,
  submitting,
}: StudentFieldsetProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{texts.studentHeading}</legend>
      {rememberedChildren.length > 0 && (
        <Group gap="xs" mb="md" role="group" aria-label={texts.yourChildren}>
          <Text size="sm" c="dimmed">
            {texts.yourChildren}
          </Text>
          {offeredChildren(rememberedChildren, schoolId).map((child) => {
            const name = `${child.firstName} ${child.lastName}`;
            return (
              <Button key={`${name}-${child.schoolId}`} variant="default" size="compact-sm" radius="xl" onClick={() => onPick(child)}>
                {child.schoolId === schoolId ? name : texts.childAtSchool({ name, school: child.schoolName })}
              </Button>
            );
          })}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...field('studentFirstName')} label={texts.studentFirstName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
        <TextInput {...field('studentLastName')} label={texts.studentLastName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
      </SimpleGrid>
      {teacher && teacher.teachers.length > 0 && (
        <Suspense fallback={null}>
          <TeacherSelect teachers={teacher.teachers} value={teacher.value} onChange={teacher.onChange} />
        </Suspense>
      )}
      {onAddAnotherChild && (
        <Button variant="light" mt="md" leftSection={<IconPlus size={16} aria-hidden />} disabled={submitting} onClick={onAddAnotherChild}>
          {texts.addAnotherChild}
        </Button>
      )}
    </fieldset>
  );
}
