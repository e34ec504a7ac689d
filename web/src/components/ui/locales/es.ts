import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  loading: 'Cargando…',
  close: 'Cerrar',
  error: {
    title: 'Algo salió mal',
    startFailed: 'No pudimos abrir School Supply Box. Revise su conexión e intente de nuevo.',
    pageFailed: 'No se pudo mostrar esta página. Intente de nuevo.',
    retry: 'Intentar de nuevo',
  },
} satisfies Translation<typeof en>;
