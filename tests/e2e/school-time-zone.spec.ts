import { randomUUID } from 'node:crypto';
import { canonicalTimeZone } from '@ssb/contract';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { SCHOOL_DIALOG_TEXTS } from '../../web/src/features/admin/school-dialog-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { expect, test } from '../support/fixtures';
import { testDb } from '../support/stack';

// A new school's address is typed as its parts, and its time zone comes from its state, shown for
// the administrator to confirm, never UTC because the browser's zone is; the picker is searched,
// the state's zones first.

const texts = SCHOOL_DIALOG_TEXTS;

for (const locale of ['en-US', 'es-US'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(lang, () => {
    test.use({ locale, timezoneId: 'UTC' });

    test(
      `an administrator adds a school in Texas (${lang}) by the parts of its address: its most populous zone is shown for confirmation, and another is searched for and kept`,
      { tag: '@computer' },
      async ({ page }, testInfo) => {
        const school = `Zone School ${randomUUID().slice(0, 6)}`;
        await page.goto(`/?lang=${lang}`);
        await signInThroughPage(page, demoAccounts.admin);
        await expect(page).toHaveURL(/\/admin$/);
        await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.schools }).click();
        await page.getByRole('button', { name: ADMIN_TEXTS.schools.add }).click();
        const dialog = page.getByRole('dialog', { name: texts.createDialog.title });
        await dialog.getByRole('textbox', { name: texts.createDialog.name }).fill(school);
        // The address as its parts, under Address (docs/decisions.md §24).
        const address = dialog.getByRole('group', { name: texts.createDialog.address });
        const congress = { line1: '500 Congress Avenue', city: 'Austin', state: 'TX', zipCode: '78701' } as const;
        for (const [part, value] of Object.entries(congress) as [keyof typeof congress, string][]) {
          await address.getByRole('textbox', { name: ADDRESS_TEXTS[part] }).fill(value);
        }

        const zone = dialog.getByRole('combobox', { name: texts.window.timeZone });
        await expect(zone).toHaveValue('America/Chicago');
        await expect(zone).toHaveAccessibleDescription(texts.window.zoneOfSeveral({ state: 'Texas' }));
        await page.screenshot({ path: testInfo.outputPath('school-dialog.png') });
        await dialog.screenshot({ path: testInfo.outputPath(`school-address-${lang}.png`) });
        await zone.click();
        const zones = page.getByRole('listbox');
        await expect(zones.getByRole('option').first()).toHaveText('America/Chicago');
        await expect(zones.getByText(texts.window.zonesOfState({ state: 'Texas' }))).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('school-zones.png') });

        // El Paso keeps Mountain time: searched for by part of its name.
        await zone.fill('denv');
        await zones.getByRole('option', { name: 'America/Denver' }).click();
        await expect(zone).toHaveValue('America/Denver');
        await expect(zone).not.toHaveAccessibleDescription(texts.window.zoneOfSeveral({ state: 'Texas' }));
        await dialog.getByRole('button', { name: texts.createDialog.submit }).click();
        await expect(page.getByRole('article', { name: school })).toBeVisible();
        const [created] = (await testDb().collection('schools').where('name', '==', school).get()).docs;
        expect(created?.get('timeZone')).toBe(canonicalTimeZone('America/Denver'));
        expect(created?.get('address')).toEqual(congress);
        await expect(page.getByRole('article', { name: school })).toContainText('500 Congress Avenue, Austin, TX 78701');
      },
    );
  });
}
