import { addDays, todayIn } from '@ssb/contract';
import { MONEY_TEXTS } from '../../web/src/components/orders/money-texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { fillOrderForm, noHorizontalScroll } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { newGuest } from '../support/orders';
import { createPrivateList, stack, testDb } from '../support/stack';

// Late orders (docs/decisions.md §28) where a family meets them, on a phone: after the window,
// the shop says the school's late terms instead of its closing date, and the order step sends the
// box home with the late fee on its own line of the breakdown, in English and in Spanish.

const ZONE = 'America/Chicago';

const words = {
  en: {
    late: 'Late orders: delivered after the first day of school, $6.25 late fee',
    placeOrder: SHOP_TEXTS.lists.placeOrder,
    lateFee: MONEY_TEXTS.lateFee,
    home: ORDER_TEXTS.order.deliveryToHome,
    hint: (school: string) => ORDER_TEXTS.form.lateAddressHint({ school }),
  },
  es: {
    late: 'Pedidos tardíos: se entregan después del primer día de clases, cargo por pedido tardío de $6.25',
    placeOrder: 'Hacer un pedido',
    lateFee: 'Cargo por pedido tardío',
    home: null,
    hint: (school: string) => `Los pedidos tardíos para ${school} se envían a su casa.`,
  },
} as const;

/** A school (in Oregon, no sales tax) whose window closed yesterday, taking late orders at $6.25 a box, home only. */
async function lateSchool() {
  const made = await createPrivateList({ deliverToSchool: true });
  const today = todayIn(ZONE, new Date());
  await testDb()
    .doc(`schools/${made.schoolId}`)
    .update({
      orderingOpensOn: addDays(today, -30),
      orderingClosesOn: addDays(today, -1),
      timeZone: ZONE,
      lateOrders: { feeCents: 625, homeDeliveryOnly: true },
    });
  return made;
}

for (const language of ['en', 'es'] as const) {
  test(
    `after the window a family reads the late terms, and its box goes home with the late fee (${language})`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const say = words[language];
      const { schoolId, listId } = await lateSchool();
      await page.goto(`/shop?school=${schoolId}&list=${listId}${language === 'es' ? '&lang=es' : ''}`);
      await expect(page.getByText(say.late).first()).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`late-shop-${language}.png`), fullPage: true });

      await page.getByRole('button', { name: say.placeOrder }).click();
      const breakdown = page.getByTestId('money-breakdown');
      // 2 × $2.99 and the $6.25 fee.
      await expect(breakdown.locator('[data-line="lateFee"] dt')).toHaveText(say.lateFee);
      await expect(breakdown.locator('[data-line="lateFee"] dd')).toHaveText('$6.25');
      await expect(breakdown.locator('[data-line="total"] dd')).toHaveText('$12.23');
      await expect(page.getByTestId('late-orders')).toHaveText(say.late);
      if (say.home) await expect(page.getByText(say.home, { exact: true })).toBeVisible();
      // Home only: the order form asks for the address, and says why.
      await expect(page.locator('input[autocomplete="address-line1"]')).toBeVisible();
      await expect(page.getByText(say.hint((await testDb().doc(`schools/${schoolId}`).get()).get('name') as string))).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`late-order-step-${language}.png`), fullPage: true });

      if (language === 'en') {
        await fillOrderForm(page, { ...newGuest(), address: { line1: '19 Elm Street', city: 'Portland', state: 'OR', zipCode: '97202' } });
        await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
        await page.waitForURL(`${stack.payments}/pay/**`);
        await expect(page.getByText('Late order fee').first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('late-payment-page-en.png'), fullPage: true });
      }
    },
  );
}
