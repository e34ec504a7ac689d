import type { Translation } from '../i18n/texts';
import type en from './identity.en';

export default {
  representative: {
    inviteInstead: 'Los representantes escolares se invitan: envíe una invitación a esta persona desde Representantes de la escuela.',
    admin: 'Los administradores ya administran todas las escuelas, así que no pueden ser representantes escolares.',
    notRepresentative: 'Esta persona no es representante escolar de esta escuela',
  },
  invitation: {
    notFound: 'Esta invitación fue retirada o ya fue aceptada',
    gone: 'Esta invitación ya se usó o venció.',
    tooMany: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  },
  role: {
    verifyEmailFirst: 'Primero verifique su correo electrónico',
    claimsNotApplied: 'El cambio quedó guardado, pero el servicio de inicio de sesión todavía no lo aplicó. Inténtelo de nuevo en un momento.',
  },
} satisfies Translation<typeof en>;
