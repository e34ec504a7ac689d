import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { unsubscribePage } from './unsubscribe-page';

const page = (done: boolean) =>
  unsubscribePage({ done, school: 'Lincoln & Co', action: '/api/schools/s/reminders/unsubscribe?recipient=r&token=t', appUrl: 'https://shop.example.com' });

describe('unsubscribePage', () => {
  it('asks first: one button, which posts RFC 8058’s one-click field to the link itself', () => {
    const html = page(false);
    expect(htmlText(html)).toContain('Unsubscribe from reminders? You will get no more e-mails reminding you before ordering closes at Lincoln & Co.');
    expect(html).toContain(
      '<form method="post" action="/api/schools/s/reminders/unsubscribe?recipient=r&amp;token=t" style="margin:0;"><input type="hidden" name="List-Unsubscribe" value="One-Click">',
    );
  });

  it('once done, says so and leads to the shop, with no form', () => {
    const html = page(true);
    expect(htmlText(html)).toContain('You are unsubscribed You will get no more reminders about ordering at Lincoln & Co.');
    expect(html).toContain('href="https://shop.example.com/shop"');
    expect(html).not.toContain('<form');
  });
});

describe('unsubscribePage in Spanish', () => {
  beforeAll(loadLanguages);

  it('asks, and once done says so, in the language it is rendered in', () => {
    const asking = inLanguage('es', () => page(false));
    expect(asking).toContain('<html lang="es">');
    expect(htmlText(asking)).toContain(
      '¿Cancelar la suscripción a los recordatorios? No recibirá más correos que le recuerden la fecha de cierre de los pedidos en Lincoln & Co.',
    );
    expect(asking).toContain('<button type="submit"');
    const done = inLanguage('es', () => page(true));
    expect(htmlText(done)).toContain('Se canceló su suscripción No recibirá más recordatorios sobre los pedidos en Lincoln & Co.');
    expect(done).toContain('href="https://shop.example.com/shop?lang=es"');
  });
});
