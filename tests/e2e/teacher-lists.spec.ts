import { expect, test } from '../support/fixtures';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { TEACHER_REQUESTS_TEXTS } from '../../web/src/features/school-dashboard/teacher-requests-texts';
import { TEACHER_LIST_TEXTS } from '../../web/src/features/teacher-list/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { chooseSchoolAndList } from '../support/browser-checkout';
import { closeAdminAuth, signIn } from '../support/auth';
import { signInThroughPage, uniqueEmail } from '../support/auth-emulator';
import { expectCaught } from '../support/mail';
import { representativeOf } from '../support/roles';
import { call, createPrivateSchool } from '../support/school-data';
import { closeTestDb, stack } from '../support/stack';

// Lists from teachers on a phone: the representative asks a teacher for a grade's list; the
// teacher follows the e-mail's link (as the mail catcher got it) and pastes the list; the
// representative makes the draft, sees each line's product and the lines that matched nothing,
// and approves the list; once it is published, a family sees "Verified by {school}". In English,
// with the teacher's page and the shop's badge in Spanish too.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const texts = TEACHER_REQUESTS_TEXTS;
const LIST = ['2 boxes of 24 crayons', 'Glue sticks x4', 'a pair of safety scissors', '3 wide ruled notebooks', '1 ukulele'].join('\n');
const linkIn = (text: string, path: string) => text.match(new RegExp(`${stack.app}${path}\\S*`))?.[0];

test(
  'a teacher sends a list from the e-mail’s link, the representative makes the draft and approves it, and a family sees it verified',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow();
    const school = `Teacher List Elementary ${Date.now()}`;
    const schoolId = await createPrivateSchool(school);
    const rep = await representativeOf(schoolId);
    const teacherEmail = uniqueEmail('teacher');

    // The representative asks the teacher.
    await signInThroughPage(page, rep.email, 'secret123');
    await page.getByRole('button', { name: texts.ask }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialogTitle });
    await dialog.getByRole('textbox', { name: texts.teacherName }).fill('Ms. Rivera');
    await dialog.getByRole('textbox', { name: texts.teacherEmail }).fill(teacherEmail);
    await dialog.getByRole('textbox', { name: texts.grade }).fill('3rd Grade');
    await page.screenshot({ path: testInfo.outputPath('ask-teacher-en-375.png') });
    await dialog.getByRole('button', { name: texts.send }).click();
    await expect(page.getByText(texts.sent({ email: teacherEmail }))).toBeVisible();
    await expect(page.getByText(texts.waiting({ date: '' }).split('(')[0]!.trim())).toBeVisible();

    // The teacher follows the e-mail's link: the page in Spanish first, then sends the list in English.
    const [mail] = await expectCaught(teacherEmail, 1);
    const link = linkIn(mail!.text, '/teacher-list')!;
    expect(link).toBeTruthy();
    await page.goto(`${link}&lang=es`);
    await expect(page.getByRole('heading', { name: 'La lista de útiles de su clase' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('teacher-page-es-375.png'), fullPage: true });
    await page.goto(`${link}&lang=en`);
    await expect(page.getByRole('heading', { name: TEACHER_LIST_TEXTS.title })).toBeVisible();
    await page.getByRole('textbox', { name: TEACHER_LIST_TEXTS.listLabel }).fill(LIST);
    await page.getByRole('textbox', { name: TEACHER_LIST_TEXTS.noteLabel }).fill('Please label everything.');
    await page.screenshot({ path: testInfo.outputPath('teacher-page-en-375.png'), fullPage: true });
    await page.getByRole('button', { name: TEACHER_LIST_TEXTS.send }).click();
    await expect(page.getByTestId('teacher-list-sent')).toHaveText(TEACHER_LIST_TEXTS.sent({ school }));
    await page.screenshot({ path: testInfo.outputPath('teacher-sent-en-375.png'), fullPage: true });

    // The representative makes the draft: each matched line with its product, the ukulele apart.
    await page.goto('/school-dashboard');
    await page.getByRole('button', { name: texts.makeDraft }).click();
    await expect(page.getByText(texts.draftMade({ grade: '3rd Grade' }))).toBeVisible();
    const lines = page.getByTestId('draft-lines');
    await expect(lines.getByRole('combobox')).toHaveCount(4);
    await expect(lines.getByRole('combobox', { name: texts.lineMatch({ line: '2 boxes of 24 crayons' }) })).toHaveValue('prod-crayons');
    await expect(lines.getByText(texts.unmatchedHeading)).toBeVisible();
    await expect(lines.getByText('1 ukulele')).toBeVisible();
    const card = page.getByRole('article', { name: '3rd Grade', exact: true });
    await expect(card).toContainText(SCHOOL_DASHBOARD_TEXTS.lists.items({ count: 4 }));
    await lines.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('draft-en-375.png'), fullPage: true });

    // It approves the list; an administrator publishes it.
    await card.getByRole('button', { name: SCHOOL_DASHBOARD_TEXTS.lists.actionLabel({ action: texts.approve, listName: '3rd Grade' }) }).click();
    await expect(page.getByText(texts.approveDone)).toBeVisible();
    await expect(card.getByText(texts.approved({ date: '' }).replace(/ on.*$/, ''))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('approved-en-375.png'), fullPage: true });
    const { body } = await call<{ listRequests: { draft: { supplyListId: string } }[] }>('GET', `/schools/${schoolId}/list-requests`, rep.token);
    const listId = body.listRequests[0]!.draft.supplyListId;
    expect((await call('PUT', `/supply-lists/${listId}/publish`, await signIn('admin@example.com'))).status).toBe(200);

    // A family sees the list verified by its school, in English and in Spanish.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/shop');
    await chooseSchoolAndList(page, school, '3rd Grade');
    await expect(page.getByTestId('verified-by')).toContainText(SHOP_TEXTS.lists.verifiedBy({ school }));
    await page.screenshot({ path: testInfo.outputPath('shop-verified-en-375.png'), fullPage: true });
    // The shop keeps its choice in the address: the same in Spanish.
    const chosen = new URL(page.url());
    chosen.searchParams.set('lang', 'es');
    await page.goto(chosen.toString());
    await expect(page.getByTestId('verified-by')).toContainText(`Verificada por ${school}`);
    await page.screenshot({ path: testInfo.outputPath('shop-verified-es-375.png'), fullPage: true });
  },
);
