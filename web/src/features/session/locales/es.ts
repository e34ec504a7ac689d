import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'Su sesión está por vencer',
  expiresIn: '{minutes, plural, one {Su sesión vencerá en # minuto} other {Su sesión vencerá en # minutos}}',
  explanation: 'Por su seguridad, la sesión se cierra después de una hora. Extienda la sesión para seguir trabajando.',
  extend: 'Extender la sesión',
  logout: 'Cerrar sesión ahora',
  expired: 'Su sesión venció. Vuelva a iniciar sesión.',
} satisfies Translation<typeof en>;
