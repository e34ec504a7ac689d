import { randomUUID } from 'node:crypto';
import { orderNumberOf } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin, orderStatusSelect } from '../support/admin-orders';
import { orderIdOf, placeGuestOrder } from '../support/orders';

// All Orders at a laptop's width: the administrator finds an order by what a caller remembers of
// it. The suite places hundreds of orders for "Noah Lee" and the demo guest, so this journey
// places two of its own, with names and contacts no other order has.

const texts = ADMIN_TEXTS.orders;

/** Letters only, as a name has them: unique to this run. */
const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

test(
  'an administrator finds an order by the start of an e-mail, a phone, the child’s name or the start of its number, and sees the child in the table',
  { tag: '@computer' },
  async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    const child = { first: capitalized(`wren${letters(4)}`), last: capitalized(`ortiz${letters(4)}`) };
    const wanted = await placeGuestOrder(request, {
      email: `finder.${tag}@example.com`,
      phone: '(217) 555-2468',
      studentFirstName: child.first,
      studentLastName: child.last,
    });
    const control = { first: capitalized(`ada${letters(5)}`), last: capitalized(`park${letters(5)}`) };
    const other = await placeGuestOrder(request, {
      email: `other.${tag}@example.com`,
      phone: '(217) 555-1357',
      studentFirstName: control.first,
      studentLastName: control.last,
    });
    const wantedId = await orderIdOf(wanted.body.email);

    await openAdmin(page, ADMIN_TEXTS.tabs.orders);
    const search = page.getByRole('textbox', { name: texts.filters.search });
    await expect(search).toHaveAttribute('placeholder', texts.filters.searchPlaceholder);
    const table = page.getByRole('table', { name: texts.tableLabel });
    await expect(table.getByRole('columnheader', { name: texts.columns.student })).toBeVisible();

    const searchFor = async (typed: string) => {
      await search.fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
    };
    const found = orderStatusSelect(page, wantedId);
    const notFound = orderStatusSelect(page, await orderIdOf(other.body.email));
    const ways = [
      `finder.${tag}`,
      '(217) 555-2468',
      '2175552468',
      '2468',
      child.first.toLowerCase(),
      `${child.first} ${child.last}`,
      orderNumberOf(wantedId).slice(0, 4),
    ];
    for (const typed of ways) {
      // The other order first, so each search is seen to change the table.
      await searchFor(`${control.first} ${control.last}`);
      await expect(notFound).toBeVisible();
      await expect(found).toBeHidden();
      await searchFor(typed);
      await expect(found, typed).toBeVisible();
      await expect(notFound, typed).toBeHidden();
      await expect(table.getByRole('row').filter({ has: found })).toContainText(`${child.first} ${child.last}`);
    }
  },
);
