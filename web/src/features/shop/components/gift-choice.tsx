import { Checkbox, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@ssb/contract';
import { ORDER_TEXTS } from '../order-texts';
import { giftAmounts, type GiftChoice } from '../utils/gift-choice';

const texts = ORDER_TEXTS.gift;

export interface GiftChoiceProps {
  schoolName: string;
  listPriceCents: number;
  choice: GiftChoice;
  onChange: (choice: GiftChoice) => void;
  /** Why the amount typed cannot be given, said under it. */
  problem: string | null;
}

/**
 * A gift for a family in need at the box's school, paid with the boxes (docs/decisions.md §25):
 * off until ticked, then a whole box at the list's price, half of one, or an amount of the family's own.
 */
export function GiftChoiceField({ schoolName, listPriceCents, choice, onChange, problem }: GiftChoiceProps) {
  const amounts = giftAmounts(listPriceCents);
  const on = choice.kind !== 'none';
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={texts.choice({ school: schoolName })}>
      <Checkbox
        label={texts.choice({ school: schoolName })}
        description={texts.hint}
        checked={on}
        onChange={(event) => onChange(event.currentTarget.checked ? { kind: 'box' } : { kind: 'none' })}
      />
      {on && (
        <Radio.Group
          mt="md"
          label={texts.amountLabel}
          value={choice.kind}
          onChange={(kind) => onChange(kind === 'own' ? { kind: 'own', typed: '' } : { kind: kind as 'box' | 'half' })}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="box" label={texts.wholeBox({ amount: formatMoney(amounts.box) })} />
            <Radio value="half" label={texts.halfBox({ amount: formatMoney(amounts.half) })} />
            <Radio value="own" label={texts.own} />
          </Stack>
        </Radio.Group>
      )}
      {choice.kind === 'own' && (
        <TextInput
          mt="sm"
          label={texts.ownLabel}
          inputMode="decimal"
          leftSection={<Text size="sm">$</Text>}
          value={choice.typed}
          onChange={(event) => onChange({ kind: 'own', typed: event.currentTarget.value })}
          error={choice.typed.trim() ? problem : null}
        />
      )}
    </Paper>
  );
}
