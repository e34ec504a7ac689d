import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  heading: 'Próximamente',
  text: 'Estamos dando los últimos toques a algo nuevo. Únase a la lista de espera y le avisaremos en cuanto esté listo.',
  joinWaitlist: 'Unirse a la lista de espera',
} satisfies Translation<typeof en>;
