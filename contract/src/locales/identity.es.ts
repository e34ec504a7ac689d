import type { Translation } from '../i18n/texts';
import type en from './identity.en';

export default {
  representative: {
    noAccount: 'Ninguna cuenta usa este correo electrónico. Invítelo en su lugar: la persona será representante escolar cuando se registre y lo verifique.',
    unverified:
      'Esta persona todavía no ha verificado este correo electrónico. Pídale que abra el enlace del correo de verificación y luego vuelva a agregarla.',
    noProfile: 'Esta persona se registró, pero no terminó de configurar su cuenta. Pídale que inicie sesión una vez y luego vuelva a agregarla.',
    admin: 'Los administradores ya administran todas las escuelas, así que no pueden ser representantes escolares.',
    notRepresentative: 'Esta persona no es representante escolar de esta escuela',
  },
  invitation: {
    hasAccount: 'Este correo electrónico pertenece a una cuenta que ya lo verificó: agregue a la persona como representante escolar.',
    notFound: 'Esta invitación fue retirada o ya fue aceptada',
  },
  role: {
    verifyEmailFirst: 'Primero verifique su correo electrónico',
    claimsNotApplied: 'El cambio quedó guardado, pero el servicio de inicio de sesión todavía no lo aplicó. Inténtelo de nuevo en un momento.',
  },
} satisfies Translation<typeof en>;
