import type { Translation } from '@ssb/contract';
import type en from './backorder.en';

export default {
  subject: 'Un artículo de la caja de {child} se retrasa: por favor elija',
  heading: 'Un artículo se retrasa',
  intro: '{item} (× {quantity}) de la caja de {child} está pendiente. Ahora lo esperamos para el {date}.',
  introAgain: '{item} (× {quantity}) de la caja de {child} se retrasa de nuevo. Ahora lo esperamos para el {date}.',
  choices: 'Puede esperarlo, {substitute}quitarlo con un reembolso de {remove} o cancelar la caja con un reembolso de {cancel}.',
  substituteChoice: 'recibir {substitute} en su lugar (sin costo adicional), ',
  next: 'Si no responde antes del {date}, la caja sigue esperando el artículo.',
  nextAgain: 'Si no elige esperar de nuevo antes del {date}, la caja se cancela y se reembolsa por completo.',
  choose: 'Elegir qué hacer',
  chooseLine: 'Elegir qué hacer: {url}',
  footer: 'Usted recibe este mensaje porque pidió una caja de School Supply Box.',
} satisfies Translation<typeof en>;
