import { Text } from '@mantine/core';
import { formatMoney, type OrderMoney } from '@ssb/contract';
import { MONEY_TEXTS } from './money-texts';
import classes from './money-breakdown.module.css';

export interface MoneyBreakdownProps {
  /** In dollars: a checkout's (its boxes' skipped added up, and its gift) or one box's. */
  money: OrderMoney & { gift?: number };
  /** The tax waits for an address not typed yet: said instead of an amount, and the total is before tax. */
  taxPending?: boolean;
  /** A box goes home and the fee was waived: said, so the family sees it is free. */
  shippingFree?: boolean;
}

/** "−$1.25": what comes off the price. */
const off = (amount: number) => `−${formatMoney(amount)}`;

/**
 * Subtotal, You already have, Discount, Shipping, Late order fee, Sales tax, Sponsored box and Total, each only where it
 * applies (an amount, or shipping made free, or tax still to come), as one list of terms and
 * amounts: the order step's live breakdown, and a box's on My Orders and its receipt.
 */
export function MoneyBreakdown({ money, taxPending = false, shippingFree = false }: MoneyBreakdownProps) {
  const texts = MONEY_TEXTS;
  const lines: { key: string; label: string; value: string }[] = [{ key: 'subtotal', label: texts.subtotal, value: formatMoney(money.subtotal) }];
  if (money.skipped > 0) lines.push({ key: 'skipped', label: texts.skipped, value: off(money.skipped) });
  if (money.discount > 0) lines.push({ key: 'discount', label: texts.discount, value: off(money.discount) });
  if (money.shipping > 0 || shippingFree)
    lines.push({ key: 'shipping', label: texts.shipping, value: money.shipping > 0 ? formatMoney(money.shipping) : texts.shippingFree });
  if (money.lateFee) lines.push({ key: 'lateFee', label: texts.lateFee, value: formatMoney(money.lateFee) });
  if (money.tax > 0 || taxPending) lines.push({ key: 'tax', label: texts.tax, value: taxPending ? texts.taxPending : formatMoney(money.tax) });
  if (money.gift) lines.push({ key: 'gift', label: texts.gift, value: formatMoney(money.gift) });

  return (
    <dl className={classes.lines} aria-label={texts.label} data-testid="money-breakdown">
      {lines.map(({ key, label, value }) => (
        <div key={key} className={classes.line} data-line={key}>
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} className={classes.value}>
            {value}
          </Text>
        </div>
      ))}
      <div className={`${classes.line} ${classes.total}`} data-line="total">
        <Text component="dt" fw={700}>
          {taxPending ? texts.totalBeforeTax : texts.total}
        </Text>
        <Text component="dd" fw={800} fz="lg" c="indigo.8" className={classes.value}>
          {formatMoney(money.total)}
        </Text>
      </div>
    </dl>
  );
}
