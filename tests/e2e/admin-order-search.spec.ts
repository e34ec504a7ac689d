import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin, orderStatusSelect } from '../support/admin-orders';

// All Orders at a laptop's width: the administrator finds the demo guest's order (Noah Lee's
// box, sam.lee@example.com, (217) 555-0188, #emo-0004) by what a caller remembers of it.

const texts = ADMIN_TEXTS.orders;

test('an administrator finds an order by the start of an e-mail, a phone, the child’s name or the start of its number, and sees the child in the table', async ({
  page,
}) => {
  await openAdmin(page, ADMIN_TEXTS.tabs.orders);
  const search = page.getByRole('textbox', { name: texts.filters.search });
  await expect(search).toHaveAttribute('placeholder', texts.filters.searchPlaceholder);
  const table = page.getByRole('table', { name: texts.tableLabel });
  await expect(table.getByRole('columnheader', { name: texts.columns.student })).toBeVisible();

  const searchFor = async (typed: string) => {
    await search.fill(typed);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
  };
  const noah = orderStatusSelect(page, 'order-demo-0004');
  const ava = orderStatusSelect(page, 'order-demo-0003');
  for (const typed of ['sam.lee', '(217) 555-0188', '0188', 'Noah', 'noah lee', '0004']) {
    // Ava Rivera's order (parent@example.com, (217) 555-0142, #emo-0003) first, so each search is seen to change the table.
    await searchFor('ava rivera');
    await expect(ava).toBeVisible();
    await expect(noah).toBeHidden();
    await searchFor(typed);
    await expect(noah, typed).toBeVisible();
    await expect(ava, typed).toBeHidden();
    await expect(table.getByRole('row').filter({ has: noah })).toContainText('Noah Lee');
  }
});
