import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  accessDenied: {
    title: 'Acceso denegado',
    message: 'Lo sentimos, necesita permisos de administrador para ver esta página.',
    back: 'Volver al panel',
  },
  profileError: {
    title: 'No pudimos cargar su cuenta',
    message: 'Revise su conexión e intente de nuevo.',
    retry: 'Intentar de nuevo',
  },
} satisfies Translation<typeof en>;
