import { expect, test } from '../support/fixtures';
import { FULFILMENT_TEXTS as texts } from '../../web/src/features/school-dashboard/fulfilment-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { noHorizontalScroll } from '../support/browser-checkout';
import { mailsTo } from '../support/mail';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// docs/decisions.md §17 at the school gate, on a phone: a box the administrator made ready for
// pickup waits at the handover beside the boxes still to pack, and a tick records that its
// family picked it up. Nobody is e-mailed at the gate: the family has the box in hand.

test.afterAll(async () => {
  await closeTestDb();
});

for (const locale of ['en-US', 'es-US'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test('a representative ticks off a box ready for pickup and one still to pack: both picked up, nobody e-mailed', { tag: '@phone' }, async ({ page }) => {
      const schoolId = await createPrivateSchool('Pickup Elementary');
      const [crayons] = await createPrivateProducts([299]);
      const listId = await writeList(schoolId, { published: true, name: 'Grade 2 Supply List', items: [{ productId: crayons!, quantity: 2 }] });
      const family = (first: string) => ({
        studentFirstName: first,
        studentLastName: 'Okafor',
        contact: { email: `${first.toLowerCase()}-${locale}-${schoolId}@example.com`, phone: '(217) 555-0100', fullAddress: 'Pickup Elementary' },
        delivery: { toSchool: true, line1: '', line2: '', city: '', state: '', zipCode: '' },
        handedOver: null,
      });
      const [ready] = await writeOrders(schoolId, listId, ['COMPLETED'], Date.now() - 60_000, family('Ben'));
      const [paid] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 120_000, family('Ada'));
      const rep = await representativeOf(schoolId);
      await signInThroughPage(page, rep.email, 'secret123');
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
      await page.goto('/school-dashboard?tab=fulfilment&view=handover');

      const list = page.getByRole('list', { name: texts.handover.listLabel });
      await expect(page.getByText(texts.handover.remaining({ left: 2, total: 2 }))).toBeVisible();
      const ben = list.getByRole('checkbox', { name: 'Ben Okafor' });
      await expect(ben).toHaveAccessibleDescription(new RegExp(texts.handover.readyForPickup));
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`45-4-handover-ready-${locale.slice(0, 2)}-after.png`), fullPage: true });

      for (const name of ['Ben Okafor', 'Ada Okafor']) {
        await list.getByRole('checkbox', { name }).click();
        await expect(list.getByRole('checkbox', { name })).toBeChecked();
        await expect(list.getByRole('checkbox', { name })).toHaveAccessibleDescription(new RegExp(texts.handover.pickedUp));
      }
      await expect(page.getByText(texts.handover.remaining({ left: 0, total: 2 }))).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`45-4-handover-picked-${locale.slice(0, 2)}-after.png`), fullPage: true });

      // Both picked up and Completed; the tick wrote no e-mail to either family.
      for (const id of [ready!, paid!]) expect(await stored(`orders/${id}`)).toMatchObject({ status: 'COMPLETED', handedOver: { by: rep.uid } });
      for (const first of ['Ben', 'Ada']) expect(await mailsTo(family(first).contact.email)).toEqual([]);
    });
  });
}
