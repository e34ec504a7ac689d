import { Alert, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isDiscrepancy, type Shipment, type ShipmentReceiptRequest } from '@ssb/contract';
import { SHIPMENT_TEXTS } from '../texts';

const texts = SHIPMENT_TEXTS.receipt;

/** What the school's door says back: the shipment as the receipt left it, or why it was refused. */
export type ReceiptAnswer = { shipment: Shipment } | { error: string };

/**
 * The representative's receipt at the school's door, on a phone: how many cartons came, who took
 * them, a note. A count that is not the manifest's asks once more before it is sent, since it
 * alerts the warehouse; the answer says what happened. Big fields and buttons for a thumb.
 */
export function ReceiptForm({
  shipment,
  onSend,
  onCancel,
}: {
  shipment: Shipment;
  onSend: (receipt: ShipmentReceiptRequest) => Promise<ReceiptAnswer>;
  onCancel?: () => void;
}) {
  const [count, setCount] = useState<number | ''>('');
  const [receivedBy, setReceivedBy] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(null);

  const received = count === '' ? null : count;
  const differs = received !== null && isDiscrepancy(shipment.cartons, received);

  async function send() {
    if (received === null) return;
    setSending(true);
    try {
      setAnswer(await onSend({ cartonsReceived: received, receivedBy: receivedBy.trim(), note: note.trim() }));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (received === null || !receivedBy.trim()) return;
    if (differs && !confirming) setConfirming(true);
    else void send();
  }

  if (answer && 'shipment' in answer) {
    const { receipt, discrepancy } = answer.shipment;
    return discrepancy ? (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
        {texts.sentDiscrepancy({ received: discrepancy.cartonsReceived, expected: discrepancy.cartonsExpected })}
      </Alert>
    ) : (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {texts.sent({ count: receipt?.cartonsReceived ?? shipment.cartons })}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={texts.cartonsReceived}
          size="lg"
          min={0}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          required
          value={count}
          onChange={(value) => {
            setCount(typeof value === 'number' ? value : value === '' ? '' : Number(value));
            setConfirming(false);
          }}
        />
        <TextInput
          label={texts.receivedBy}
          size="lg"
          required
          autoComplete="name"
          value={receivedBy}
          onChange={(event) => setReceivedBy(event.currentTarget.value)}
        />
        <Textarea label={texts.note} size="lg" autosize minRows={2} maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        {confirming && received !== null && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {texts.differs({ expected: shipment.cartons, received })}
          </Alert>
        )}
        {answer && 'error' in answer && (
          <Alert color="red" variant="light" role="alert" title={texts.failedSend}>
            {answer.error}
          </Alert>
        )}
        <Group grow preventGrowOverflow={false} wrap="wrap">
          {onCancel && (
            <Button type="button" size="lg" variant="default" onClick={onCancel}>
              {texts.cancel}
            </Button>
          )}
          <Button type="submit" size="lg" color={confirming ? 'orange' : undefined} loading={sending} disabled={received === null || !receivedBy.trim()}>
            {confirming && received !== null ? texts.sendAnyway({ received }) : texts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
