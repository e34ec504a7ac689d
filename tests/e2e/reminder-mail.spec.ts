import { randomUUID } from 'node:crypto';
import { addDays, reminderMessages, todayIn } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { REMINDER_TEXTS } from '../../web/src/features/shop/reminder-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { findSchool, noHorizontalScroll } from '../support/browser-checkout';
import { caughtFor, expectCaught, mailReader, zoneAwayFromMidnight } from '../support/mail';
import { expectJobMailCount, runMailJobs, setWindow } from '../support/mail-jobs';
import { newGuest } from '../support/orders';
import { createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// A family asks the shop for a reminder on a phone, confirms it with the e-mail's link and the
// page's button, the scheduled job e-mails it 7 days before ordering closes, and its unsubscribe
// link and button stop the next one. The school and the guest's address are the test's own, so
// the job's other schools and e-mails do not count here.

test.afterAll(async () => {
  await closeTestDb();
});

test(
  'a guest asks for a reminder on the shop, confirms it from the e-mail, receives it 7 days before ordering closes, and unsubscribes with its link and button',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    // Two runs of the mail jobs, each a process of its own over every school of the stack.
    test.slow();
    const timeZone = zoneAwayFromMidnight();
    const today = todayIn(timeZone, new Date());
    const school = `Reminder Elementary ${randomUUID().slice(0, 6)}`;
    const schoolId = await createPrivateSchool(school, { window: { orderingOpensOn: addDays(today, -10), orderingClosesOn: addDays(today, 7), timeZone } });
    // A list to buy: the shop shows no school without one.
    await writeList(schoolId, { published: true });
    const { email } = newGuest();

    await page.goto('/shop');
    await (await findSchool(page, school)).click();
    const offer = page.getByRole('button', { name: SHOP_TEXTS.reminder.offer });
    await offer.click();
    await expect(offer).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: REMINDER_TEXTS.email }).fill(email);
    await page.getByRole('checkbox', { name: reminderMessages.consent({ school }) }).check();
    await page.screenshot({ path: testInfo.outputPath('shop-reminder-form.png'), fullPage: true });
    await page.getByRole('button', { name: REMINDER_TEXTS.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText(
      `Check your inbox: we sent ${email} an e-mail to confirm. Once you confirm, we will e-mail you 7 days and 1 day before ordering closes`,
    );
    await page.screenshot({ path: testInfo.outputPath('shop-reminder-done.png'), fullPage: true });
    expect(await noHorizontalScroll(page), 'the shop with the reminder form scrolls sideways').toBe(true);

    const [confirmation] = await expectCaught(email, 1);
    expect(confirmation!.subject).toBe(`Confirm your reminders for ${school}`);
    const reader = await mailReader(browser, testInfo);
    const confirmHref = (await (
      await reader.open(confirmation!, 'reminder-confirmation')
    )
      .getByRole('link', { name: 'Confirm reminders' })
      .getAttribute('href'))!;
    await page.goto(confirmHref);
    await expect(page.getByRole('heading', { level: 1, name: `Confirm your reminders for ${school}` })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm reminders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your reminders are on' })).toBeVisible();
    expect(await noHorizontalScroll(page), 'the confirmation page scrolls sideways').toBe(true);

    await runMailJobs();
    const caught = (await expectCaught(email, 2)).find((mail) => mail.subject !== confirmation!.subject);
    expect(caught!.subject).toBe(`7 days left to order school supplies for ${school}`);
    expect(caught!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const html = await reader.open(caught!, 'reminder');
    const link = html.getByRole('link', { name: 'Unsubscribe from these reminders' });
    // The link as the message holds it is the one its List-Unsubscribe header names.
    const href = (await link.getAttribute('href'))!;
    expect(caught!.headers['list-unsubscribe']).toBe(`<${href}>`);
    await reader.close();

    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from reminders?' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(await noHorizontalScroll(page), 'the unsubscribe page scrolls sideways').toBe(true);

    // The day before closing, the job reminds everyone else, not this address.
    await setWindow(schoolId, 1, { opened: 10, zone: timeZone });
    await runMailJobs();
    await expectJobMailCount(schoolId, 'closingReminder', 1);
    expect(await caughtFor(email)).toHaveLength(2);
  },
);
