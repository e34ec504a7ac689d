import type { Translation } from '@ssb/contract';
import type en from './backorder-dialog.en';

export default {
  title: 'Pedido pendiente: {name}',
  intro:
    'Cada familia cuya caja pagada lo incluye y aún no está empacada recibe un correo, una vez y en su idioma, para esperar, aceptar el sustituto, quitar el artículo o cancelar la caja.',
  revisedDate: 'Nueva fecha',
  revisedDateHint: 'Cuándo lo espera, después de hoy',
  substitute: 'Sustituto (opcional)',
  substituteHint: 'Solo productos del mismo precio o más',
  noSubstitute: 'Sin sustituto',
  submit: 'Avisar a las familias',
  cancel: 'Cancelar',
  close: 'Cerrar',
  told: '{count, plural, =0 {No se avisó a ninguna familia ahora: ninguna caja pagada y sin empacar lo incluye, o ya se les avisó.} one {Se avisó a # familia.} other {Se avisó a # familias.}}',
  failed: 'El pedido pendiente no se guardó. Inténtelo de nuevo.',
} satisfies Translation<typeof en>;
