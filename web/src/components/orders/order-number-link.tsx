import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { orderNumberText } from '@ssb/contract';

/** An order's number (docs/product.md §9: `#` and the id's last 8 characters) as the link to its page. */
export function OrderNumberLink({ orderId, href, bold = true }: { orderId: string; href: string; bold?: boolean }) {
  return (
    <Anchor component={Link} to={href} ff="monospace" fw={bold ? 700 : 600}>
      {orderNumberText(orderId)}
    </Anchor>
  );
}
