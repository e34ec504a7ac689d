import type { Translation } from '../i18n/texts';
import type en from './reminders.en';

export default {
  consent:
    'Sí, envíenme un correo electrónico 7 días y 1 día antes de que cierren los pedidos en {school}. Cada recordatorio tiene un enlace para cancelar la suscripción.',
  consentRequired: 'Marque la casilla para aceptar los correos de recordatorio',
  noWindow: '{school} recibe pedidos todo el año, así que no hay una fecha de cierre que recordarle.',
  tooMany: 'Demasiadas solicitudes de recordatorio. Espere unos minutos e intente de nuevo.',
} satisfies Translation<typeof en>;
