import { formMessages, reminderMessages } from '@ssb/contract';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { REMINDER_TEXTS } from '../reminder-texts';
import { SHOP_TEXTS } from '../texts';
import { aSchool } from '../testing/fixtures';
import { ReminderOffer } from './reminder-offer';
// Imported now (the offer loads it lazily) so that `speak` finds its texts to translate.
import './reminder-form';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const post = vi.mocked(api.post);
// Noon in Chicago on Friday, August 28, 2026.
const NOW = new Date('2026-08-28T17:00:00Z');
const lincoln = (orderingClosesOn: string) => aSchool({ orderingOpensOn: '2026-08-01', orderingClosesOn, timeZone: 'America/Chicago', orderingOpen: true });

const offer = () => screen.getByRole('button', { name: SHOP_TEXTS.reminder.offer });
const consent = (school = 'Lincoln Elementary School') => screen.getByRole('checkbox', { name: reminderMessages.consent({ school }) });

async function openForm() {
  await userEvent.click(offer());
  return screen.findByRole('textbox', { name: new RegExp(REMINDER_TEXTS.email) });
}

beforeEach(() => {
  post.mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Remind me before ordering closes', () => {
  it('is offered while a reminder is still to come, not without a window nor on its last day', () => {
    const { unmount } = renderApp(<ReminderOffer school={lincoln('2026-09-30')} />);
    expect(offer()).toHaveAttribute('aria-expanded', 'false');
    unmount();

    renderApp(
      <>
        <ReminderOffer school={aSchool()} />
        <ReminderOffer school={lincoln('2026-08-28')} />
        <ReminderOffer school={lincoln('2026-08-20')} />
      </>,
    );
    expect(screen.queryByRole('button', { name: SHOP_TEXTS.reminder.offer })).toBeNull();
  });

  it('asks for an e-mail and the consent, sends them, and says to confirm the e-mail sent before the reminders come', async () => {
    post.mockResolvedValue({ reminder: { schoolId: 'school-lincoln', email: 'pat@example.com' } });
    const { container } = renderApp(<ReminderOffer school={lincoln('2026-09-30')} />);

    const email = await openForm();
    expect(offer()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(REMINDER_TEXTS.intro({ school: 'Lincoln Elementary School', date: 'September 30, 2026' }))).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    // Nothing is sent without an address and the box ticked; the first problem gets the focus.
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.submit }));
    expect(post).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(formMessages.emailRequired);
    expect(consent()).toHaveAccessibleDescription(reminderMessages.consentRequired);

    await userEvent.type(email, ' pat@example.com ');
    await userEvent.click(consent());
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.submit }));

    expect(post).toHaveBeenCalledWith('/schools/school-lincoln/reminders', { email: 'pat@example.com', consent: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox: we sent pat@example.com an e-mail to confirm. Once you confirm, we will e-mail you 7 days and 1 day before ordering closes on September 30, 2026.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names only the reminders still to come', async () => {
    post.mockResolvedValue({ reminder: { schoolId: 'school-lincoln', email: 'pat@example.com' } });
    renderApp(<ReminderOffer school={lincoln('2026-09-02')} />);

    await userEvent.type(await openForm(), 'pat@example.com');
    await userEvent.click(consent());
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox: we sent pat@example.com an e-mail to confirm. Once you confirm, we will e-mail you 1 day before ordering closes on September 2, 2026.',
    );
  });

  it('says why a request was refused, and keeps what was typed', async () => {
    post.mockRejectedValue(new ApiError(reminderMessages.tooMany, 429, null));
    renderApp(<ReminderOffer school={lincoln('2026-09-30')} />);

    const email = await openForm();
    await userEvent.type(email, 'pat@example.com');
    await userEvent.click(consent());
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMINDER_TEXTS.failed);
    expect(alert).toHaveTextContent(reminderMessages.tooMany);
    expect(email).toHaveValue('pat@example.com');
    expect(consent()).toBeChecked();
  });

  it('reads in Spanish, the consent in the words the API records in Spanish', async () => {
    await speak('es');
    post.mockResolvedValue({ reminder: { schoolId: 'school-lincoln', email: 'pat@example.com' } });
    renderApp(<ReminderOffer school={lincoln('2026-09-30')} />);

    await userEvent.click(screen.getByRole('button', { name: 'Avíseme antes de que cierren los pedidos' }));
    const email = await screen.findByRole('textbox', { name: /Correo electrónico/ });
    expect(
      screen.getByText(
        'Le enviaremos un correo electrónico antes de que cierren los pedidos para Lincoln Elementary School el 30 de septiembre de 2026. No necesita una cuenta.',
      ),
    ).toBeVisible();
    await userEvent.type(email, 'pat@example.com');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Sí, envíenme un correo electrónico 7 días y 1 día antes de que cierren los pedidos en Lincoln Elementary School. Cada recordatorio tiene un enlace para cancelar la suscripción.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avíseme' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revise su correo: le enviamos a pat@example.com un mensaje para confirmar. Cuando lo confirme, le enviaremos un correo electrónico 7 días y 1 día antes de que cierren los pedidos el 30 de septiembre de 2026.',
    );
  });
});
