import type { Translation } from '@ssb/contract';
import type en from './invitation.en';

export default {
  subject: 'Le invitamos a ser representante escolar de {school} en School Supply Box',
  heading: 'Le invitamos a ser representante escolar',
  intro:
    'Un administrador de School Supply Box invitó a {email} a ser representante escolar de {school}: podrá mantener sus listas de útiles y ver sus pedidos.',
  validUntil: 'La invitación es válida hasta el {date}.',
  next: 'Abra la invitación y elija una contraseña: será representante escolar de la escuela en ese mismo momento. El enlace funciona una sola vez; si ya tiene una cuenta con este correo electrónico, la contraseña que elija reemplaza la suya.',
  accept: 'Aceptar la invitación',
  acceptLine: 'Aceptar la invitación: {url}',
  footer: 'Usted recibe este mensaje porque un administrador invitó a este correo electrónico. Si no lo esperaba, puede ignorarlo: no pasará nada sin usted.',
} satisfies Translation<typeof en>;
