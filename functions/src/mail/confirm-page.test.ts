import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { confirmPage, type ConfirmPageStep } from './confirm-page';

const ACTION = '/api/schools/s/reminders/confirm?recipient=r&expires=1&token=t';
const page = (step: ConfirmPageStep) =>
  confirmPage({ step, school: 'Lincoln & Co', action: ACTION, shopUrl: 'https://shop.example.com/shop?school=s', linkDays: 7 });

describe('confirmPage', () => {
  it('asks first: the words agreed to and one button, which posts to the link itself', () => {
    const html = page('ask');
    expect(htmlText(html)).toContain(
      'Confirm your reminders for Lincoln & Co Press the button to get an e-mail 7 days and 1 day before ordering closes at Lincoln & Co. Each reminder has a link to unsubscribe.',
    );
    expect(html).toContain('<form method="post" action="/api/schools/s/reminders/confirm?recipient=r&amp;expires=1&amp;token=t" style="margin:0;">');
    expect(html).toContain('>Confirm reminders</button>');
  });

  it('once pressed, says the reminders are on and leads to the school in the shop, with no form', () => {
    const html = page('done');
    expect(htmlText(html)).toContain('Your reminders are on We will e-mail you 7 days and 1 day before ordering closes at Lincoln & Co.');
    expect(html).toContain('href="https://shop.example.com/shop?school=s"');
    expect(html).not.toContain('<form');
  });

  it('after its days, says the link expired and how to ask again, with no form', () => {
    const html = page('expired');
    expect(htmlText(html)).toContain('This link has expired A confirmation link works for 7 days. Ask for the reminders for Lincoln & Co again in the shop');
    expect(html).not.toContain('<form');
  });
});

describe('confirmPage in Spanish', () => {
  beforeAll(loadLanguages);

  it('asks, says it is done, or that the link expired, in the language it is rendered in', () => {
    const asking = inLanguage('es', () => page('ask'));
    expect(asking).toContain('<html lang="es">');
    expect(htmlText(asking)).toContain('Confirme sus recordatorios para Lincoln & Co Presione el botón para recibir un correo electrónico 7 días y 1 día');
    expect(asking).toContain('>Confirmar los recordatorios</button>');
    expect(htmlText(inLanguage('es', () => page('done')))).toContain('Sus recordatorios están activados');
    expect(htmlText(inLanguage('es', () => page('expired')))).toContain('Este enlace venció Un enlace de confirmación funciona durante 7 días.');
  });
});
