import type { Translation } from '../i18n/texts';
import type en from './backorders.en';

export default {
  backorders: {
    revisedDateInvalid: 'Ingrese la fecha revisada como AAAA-MM-DD',
    revisedDatePast: 'La fecha revisada debe ser posterior a hoy',
    substituteMissing: 'El producto sustituto no existe',
    substituteSame: 'El sustituto debe ser otro producto que el que está pendiente',
    substituteCheaper: 'El sustituto debe costar al menos lo mismo que el artículo pendiente ({price})',
    noPrice: 'Este producto no tiene precio, así que ninguna caja lo lleva',
    choiceInvalid: 'Elija esperar, sustituto, quitar o cancelar',
    noSubstitute: 'No se ofrece un sustituto para este artículo',
    link: 'Este enlace no es válido para este pedido. Use el enlace de su correo electrónico.',
    notHeld: 'Este pedido no lleva ese artículo pendiente',
    chosenAlready: 'Ya eligió “{choice}” para este artículo. Contáctenos para cambiarlo.',
    tooLate: 'Esta caja ya no espera sus artículos, así que ya no se puede elegir.',
    cannotRemoveLast: 'Es el único artículo que queda en la caja: cancele la caja en su lugar.',
  },
  choices: {
    wait: 'Esperarlo',
    substitute: 'Aceptar el sustituto',
    remove: 'Quitarlo',
    cancel: 'Cancelar la caja',
  },
  kept: {
    substituted: 'Sustituido: {item} → {substitute}',
    removed: 'Quitado: {item} (reembolso de {amount})',
  },
} satisfies Translation<typeof en>;
