import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  type ComboboxData,
} from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import {
  canonicalTimeZone,
  emptyAddress,
  isUsStateCode,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  parseSchoolAddress,
  PHONE_MAX_LENGTH,
  UpdateSchoolRequest,
  US_STATES,
  type AddressFields as Address,
  type FundraisingShare,
  type LateOrdersField,
  type School,
  type UsStateCode,
} from '@ssb/contract';
import { memo, useCallback, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { AddressFields } from '@/components/forms/address-fields';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSaveSchool, type SaveSchool } from '../api/save-school';
import { SCHOOL_DIALOG_TEXTS as texts } from '../school-dialog-texts';
import classes from './school-dialog.module.css';

interface SchoolValues {
  name: string;
  /** Its parts as typed; all empty: no address. */
  address: Address;
  note: string;
  deliverToSchool: boolean;
  /** YYYY-MM-DD, as a date input gives it; null when left empty. */
  orderingOpensOn: string | null;
  orderingClosesOn: string | null;
  /** '' while there is none to suggest. */
  timeZone: string;
  /** The school's share (docs/decisions.md §25): what kind, and how much ('' while none is typed). */
  shareKind: ShareKind;
  shareAmount: number | string;
  /** Late orders after the window (docs/decisions.md §28): taken or not, the fee per box ('' while none is typed), home only. */
  lateOrders: boolean;
  lateFee: number | string;
  lateHomeDeliveryOnly: boolean;
  /** The delivery (docs/decisions.md §27): its date (YYYY-MM-DD, null when empty), who receives it (both empty: nobody) and how to get there. */
  deliveryDate: string | null;
  deliveryContact: { name: string; phone: string };
  deliveryInstructions: string;
}

type ShareKind = 'none' | 'percent' | 'perBox';

const shareKindOf = (share: School['fundraisingShare']): ShareKind => (!share ? 'none' : share.percent !== undefined ? 'percent' : 'perBox');
const shareAmountOf = (share: School['fundraisingShare']): number | string => share?.percent ?? share?.perBox ?? '';

/** The share the form says, as the request sends it: null for none; an amount left empty is sent for the rule to refuse. */
function shareOf({ shareKind, shareAmount }: SchoolValues): FundraisingShare | null {
  if (shareKind === 'none') return null;
  const amount = typeof shareAmount === 'number' ? shareAmount : Number.NaN;
  return shareKind === 'percent' ? { percent: amount } : { perBox: amount };
}

/** The late orders the form says, as the request sends them: null for none; a fee left empty is sent for the rule to refuse. */
const lateOrdersOf = ({ lateOrders, lateFee, lateHomeDeliveryOnly }: SchoolValues): LateOrdersField =>
  lateOrders ? { fee: typeof lateFee === 'number' ? lateFee : Number.NaN, homeDeliveryOnly: lateHomeDeliveryOnly } : null;

/** The administrator's own zone, unless it is UTC: no school keeps UTC because nothing else was said. */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone) ? '' : zone;
}

/** The zones of a state, its most populous first, as this browser names them. */
const zonesOf = (state: UsStateCode | null): string[] => (state ? US_STATES[state].zones.map((zone) => canonicalTimeZone(zone) ?? zone) : []);

/** The state typed, as the API reads it: its code in any case. */
function stateOf(address: Address): UsStateCode | null {
  const code = address.state.trim().toUpperCase();
  return isUsStateCode(code) ? code : null;
}

/** The zone a school without one of its own is offered: its address's state's most populous, else the administrator's. */
const suggestedZone = (address: Address) => zonesOf(stateOf(address))[0] ?? browserTimeZone();

/**
 * The address the dialog opens with: the school's, else, for a school stored before schools had
 * addresses, what its one line reads as (to be checked), else empty fields to fill in.
 */
function initialAddress(school?: School): Address {
  const address = school?.address ?? (school ? parseSchoolAddress(school.fullAddress) : null);
  return address ? { ...emptyAddress, ...address } : { ...emptyAddress };
}

const isBlank = (address: Address) => Object.values(address).every((part) => !part.trim());

/** What an edit says of the address: none typed takes away the school's, if it had one (a line kept from before stays). */
function addressEdited(school: School, address: Address): { address?: Address | null } {
  if (!isBlank(address)) return { address };
  return school.address ? { address: null } : {};
}

const initialValues = (school?: School): SchoolValues => ({
  name: school?.name ?? '',
  address: initialAddress(school),
  note: school?.note ?? '',
  deliverToSchool: school?.deliverToSchool ?? true,
  orderingOpensOn: school?.orderingOpensOn ?? null,
  orderingClosesOn: school?.orderingClosesOn ?? null,
  timeZone: school?.timeZone ?? suggestedZone(initialAddress(school)),
  shareKind: shareKindOf(school?.fundraisingShare),
  shareAmount: shareAmountOf(school?.fundraisingShare),
  lateOrders: Boolean(school?.lateOrders),
  lateFee: school?.lateOrders?.fee ?? '',
  lateHomeDeliveryOnly: school?.lateOrders?.homeDeliveryOnly ?? false,
  deliveryDate: school?.deliveryDate ?? null,
  deliveryContact: { name: school?.deliveryContact?.name ?? '', phone: school?.deliveryContact?.phone ?? '' },
  deliveryInstructions: school?.deliveryInstructions ?? '',
});

/** What an edit says of a field kept as a whole (the share, late orders): only a change is sent. */
const edited = <K extends 'fundraisingShare' | 'lateOrders'>(school: School, key: K, value: School[K]): Partial<Pick<School, K>> =>
  JSON.stringify(school[key] ?? null) === JSON.stringify(value) ? {} : ({ [key]: value } as Pick<School, K>);

/** The delivery the form says, as the request sends it: a contact left empty is none. */
function deliveryOf({ deliveryDate, deliveryContact, deliveryInstructions }: SchoolValues) {
  const contact = deliveryContact.name.trim() || deliveryContact.phone.trim() ? deliveryContact : null;
  return { deliveryDate, deliveryContact: contact, deliveryInstructions: deliveryInstructions.trim() };
}

type Delivery = ReturnType<typeof deliveryOf>;

/** What a request says of the delivery: only the fields that differ from `before` (a new school's: from none), so saving the rest tells no family of a date. */
function deliveryEdited(before: Partial<School>, values: SchoolValues): Partial<Delivery> {
  const now = deliveryOf(values);
  const was: Delivery = {
    deliveryDate: before.deliveryDate ?? null,
    deliveryContact: before.deliveryContact ?? null,
    deliveryInstructions: before.deliveryInstructions ?? '',
  };
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key as keyof Delivery])));
}

/**
 * A new school sends its name and address (docs/product.md §7), how it delivers, its window when one
 * is set, its share and late orders when it has them, and the time zone the dialog shows when it
 * shows one; an edit sends every field of the form (empty dates as null: the window is taken away),
 * and the share and late orders when they changed.
 */
function request(school: School | undefined, values: SchoolValues): SaveSchool {
  const name = values.name.trim();
  const { orderingOpensOn, orderingClosesOn } = values;
  const timeZone = values.timeZone || undefined;
  const window = { orderingOpensOn, orderingClosesOn, timeZone };
  const { deliverToSchool } = values;
  const fundraisingShare = shareOf(values);
  const lateOrders = lateOrdersOf(values);
  if (!school)
    return {
      body: {
        name,
        ...(isBlank(values.address) ? {} : { address: values.address }),
        deliverToSchool,
        ...(fundraisingShare ? { fundraisingShare } : {}),
        ...(lateOrders ? { lateOrders } : {}),
        ...(orderingOpensOn || orderingClosesOn ? window : { timeZone }),
        ...deliveryEdited({}, values),
      },
    };
  return {
    schoolId: school.id,
    body: {
      name,
      ...addressEdited(school, values.address),
      note: values.note.trim(),
      deliverToSchool,
      ...edited(school, 'fundraisingShare', fundraisingShare),
      ...edited(school, 'lateOrders', lateOrders),
      ...window,
      ...deliveryEdited(school, values),
    },
  };
}

/**
 * Every zone the browser knows, with the school's own even when the list lacks it (UTC is not
 * listed); the zones of the address's state first, its most populous at the top.
 */
function timeZoneOptions(current: string, state: UsStateCode | null): ComboboxData {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = !current || zones.includes(current) ? zones : [current, ...zones];
  const likely = zonesOf(state);
  if (!state || likely.length === 0) return all;
  return [
    { group: texts.window.zonesOfState({ state: US_STATES[state].name }), items: likely },
    { group: texts.window.otherZones, items: all.filter((zone) => !likely.includes(zone)) },
  ];
}

/** Why the zone shown was chosen, for the administrator to confirm: it is the address's state's. */
function zoneFromAddress(timeZone: string, state: UsStateCode | null): string | undefined {
  const likely = zonesOf(state);
  if (!state || likely[0] !== timeZone) return undefined;
  const values = { state: US_STATES[state].name };
  return likely.length > 1 ? texts.window.zoneOfSeveral(values) : texts.window.zoneOfState(values);
}

interface TimeZonePickerProps {
  value: string;
  error: ReactNode;
  /** The state the address is in: its zones come first. */
  state: UsStateCode | null;
  /** Whether to say the zone shown comes from the address (it was not picked here). */
  fromAddress: boolean;
  onPick: (zone: string) => void;
}

/**
 * The time-zone picker: every zone, searched by typing, the address's state's first. Apart, so
 * that a key typed in another field does not build its hundreds of zones again.
 */
const TimeZonePicker = memo(function TimeZonePicker({ value, error, state, fromAddress, onPick }: TimeZonePickerProps) {
  const zones = useMemo(() => timeZoneOptions(value, state), [value, state]);
  return (
    <Select
      label={texts.window.timeZone}
      mt="sm"
      searchable
      allowDeselect={false}
      placeholder={texts.window.timeZonePlaceholder}
      nothingFoundMessage={texts.window.noZoneFound}
      data={zones}
      value={value}
      error={error}
      description={fromAddress ? zoneFromAddress(value, state) : undefined}
      onChange={(zone) => onPick(zone ?? '')}
    />
  );
});

const checkSchool = schemaResolver(UpdateSchoolRequest, { sync: true });
/** The form's values as the request's rule reads them: no zone is one not sent, nor an address left empty. */
const checkValues = (values: SchoolValues) =>
  checkSchool({
    ...values,
    address: isBlank(values.address) ? undefined : values.address,
    timeZone: values.timeZone || undefined,
    fundraisingShare: shareOf(values),
    lateOrders: lateOrdersOf(values),
    ...deliveryOf(values),
  });

/** The school's share: none, a percent of each box or an amount per box, and how much. */
function ShareFields({ form }: { form: UseFormReturnType<SchoolValues> }) {
  const { shareKind } = form.values;
  const error = form.errors['fundraisingShare.percent'] ?? form.errors['fundraisingShare.perBox'] ?? form.errors.fundraisingShare;
  return (
    <Fieldset legend={texts.share.legend} variant="unstyled" m={0} classNames={{ legend: classes.legend }}>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.share.hint}
      </Text>
      <SegmentedControl
        aria-label={texts.share.kind}
        fullWidth
        data={[
          { value: 'none', label: texts.share.none },
          { value: 'percent', label: texts.share.percent },
          { value: 'perBox', label: texts.share.perBox },
        ]}
        {...form.getInputProps('shareKind')}
      />
      {shareKind !== 'none' && (
        <NumberInput
          mt="sm"
          label={shareKind === 'percent' ? texts.share.percentLabel : texts.share.perBoxLabel}
          min={0}
          max={shareKind === 'percent' ? 100 : 500}
          decimalScale={2}
          suffix={shareKind === 'percent' ? ' %' : undefined}
          prefix={shareKind === 'perBox' ? '$' : undefined}
          {...form.getInputProps('shareAmount')}
          error={error}
        />
      )}
    </Fieldset>
  );
}

/** Late orders after the window (docs/decisions.md §28): taken or not, the fee on each box, and whether late boxes go home only. */
function LateOrderFields({ form }: { form: UseFormReturnType<SchoolValues> }) {
  return (
    <Stack gap="sm" mt="md">
      <Switch label={texts.late.take} description={texts.late.hint} {...form.getInputProps('lateOrders', { type: 'checkbox' })} />
      {form.values.lateOrders && (
        <>
          <NumberInput
            label={texts.late.fee}
            min={0}
            max={100}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('lateFee')}
            error={form.errors['lateOrders.fee'] ?? form.errors.lateOrders}
          />
          <Checkbox label={texts.late.homeDeliveryOnly} {...form.getInputProps('lateHomeDeliveryOnly', { type: 'checkbox' })} />
        </>
      )}
    </Stack>
  );
}

/** The school's delivery: the day its boxes arrive by (families are told when it moves), who receives them and how to get there. */
function DeliveryFields({ form, dateInput }: { form: UseFormReturnType<SchoolValues>; dateInput: (field: DateField) => object }) {
  return (
    <Fieldset legend={texts.delivery.legend} variant="unstyled" m={0} classNames={{ legend: classes.legend }}>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={texts.delivery.date}
          description={texts.delivery.dateHint}
          min="2000-01-01"
          max="2099-12-31"
          {...dateInput('deliveryDate')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={texts.delivery.contactName} maxLength={NAME_MAX_LENGTH} {...form.getInputProps('deliveryContact.name')} />
          <TextInput
            label={texts.delivery.contactPhone}
            type="tel"
            autoComplete="off"
            maxLength={PHONE_MAX_LENGTH}
            {...form.getInputProps('deliveryContact.phone')}
          />
        </SimpleGrid>
        <Textarea
          label={texts.delivery.instructions}
          placeholder={texts.delivery.instructionsPlaceholder}
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          {...form.getInputProps('deliveryInstructions')}
        />
      </Stack>
    </Fieldset>
  );
}

type DateField = 'orderingOpensOn' | 'orderingClosesOn' | 'deliveryDate';

/**
 * For a school stored before schools had addresses as their parts (docs/decisions.md §24): the
 * line it kept, and whether the fields were filled in from it or are left for the administrator.
 */
function KeptLine({ school }: { school?: School }) {
  if (!school || school.address || !school.fullAddress) return null;
  const read = parseSchoolAddress(school.fullAddress);
  const values = { fullAddress: school.fullAddress };
  return (
    <Text size="sm" c="dimmed">
      {read ? texts.editDialog.addressRead(values) : texts.editDialog.addressAsked(values)}
    </Text>
  );
}

/**
 * docs/product.md §2 Add New School (School Name * and Address; Cancel, Create School) when `school` is
 * absent (the new school handed to `onCreated`); given a school, its name, address and note for
 * parents (Save School).
 * Both ask how boxes reach families (a school that ships to homes is set so from the start) and
 * set the school's ordering window (docs/decisions.md §8). docs/product.md §5: with no name nothing is sent and
 * nothing is said.
 */
export function SchoolDialog({ school, onClose, onCreated }: { school?: School; onClose: () => void; onCreated?: (created: School) => void }) {
  const saveSchool = useSaveSchool();
  const form = useForm<SchoolValues>({ initialValues: initialValues(school), validate: checkValues });
  const dialog = school ? texts.editDialog : texts.createDialog;
  // The zone follows the address while the school has none of its own and none was picked here.
  const [zonePicked, setZonePicked] = useState(!!school?.timeZone);
  form.watch('address.state', () => {
    if (!zonePicked) form.setFieldValue('timeZone', suggestedZone(form.getValues().address));
  });
  const { setFieldValue } = form;
  const pickZone = useCallback(
    (zone: string) => {
      setZonePicked(true);
      setFieldValue('timeZone', zone);
    },
    [setFieldValue],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.name.trim() || saveSchool.isPending) return;
    form.onSubmit((values) =>
      saveSchool.mutate(request(school, values), {
        onSuccess: (saved) => {
          if (!school) onCreated?.(saved);
          onClose();
        },
        onError: (error) => reportFailure(dialog.failed, error),
      }),
    )(event);
  }

  /** A date input's props: the form keeps an empty date as null. */
  function dateInput(field: DateField) {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: form.values[field] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, event.currentTarget.value || null),
    };
  }

  return (
    <Modal opened onClose={onClose} title={school ? texts.editDialog.title({ name: school.name }) : texts.createDialog.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={dialog.name} required data-autofocus maxLength={NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Fieldset legend={dialog.address} variant="unstyled" m={0} classNames={{ legend: classes.legend }}>
            <Stack gap="sm">
              <KeptLine school={school} />
              <AddressFields form={form} prefix="address." required={false} byContainer />
            </Stack>
          </Fieldset>
          {school && (
            <Textarea
              label={texts.editDialog.note}
              placeholder={texts.editDialog.notePlaceholder}
              autosize
              minRows={2}
              maxLength={NOTE_MAX_LENGTH}
              {...form.getInputProps('note')}
            />
          )}
          <Switch
            label={texts.delivery.deliverToSchool}
            description={texts.delivery.deliverToSchoolHint}
            {...form.getInputProps('deliverToSchool', { type: 'checkbox' })}
          />
          <Fieldset legend={texts.window.legend} variant="unstyled" m={0} classNames={{ legend: classes.legend }}>
            <Text size="sm" c="dimmed" mb="sm">
              {texts.window.hint}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput type="date" label={texts.window.opensOn} min="2000-01-01" max="2099-12-31" {...dateInput('orderingOpensOn')} />
              <TextInput type="date" label={texts.window.closesOn} min="2000-01-01" max="2099-12-31" {...dateInput('orderingClosesOn')} />
            </SimpleGrid>
            <TimeZonePicker
              value={form.values.timeZone}
              error={form.errors.timeZone}
              state={stateOf(form.values.address)}
              fromAddress={!zonePicked}
              onPick={pickZone}
            />
            <LateOrderFields form={form} />
          </Fieldset>
          <ShareFields form={form} />
          <DeliveryFields form={form} dateInput={dateInput} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {dialog.cancel}
            </Button>
            <Button type="submit" loading={saveSchool.isPending}>
              {dialog.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
