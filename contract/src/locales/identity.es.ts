import type { Translation } from '../i18n/texts';
import type en from './identity.en';

export default {
  representative: {
    noAccount: 'Ninguna cuenta usa este correo electrónico. Pídale a la persona que primero se registre y luego agréguela.',
    unverified:
      'Esta persona todavía no ha verificado este correo electrónico. Pídale que abra el enlace del correo de verificación y luego vuelva a agregarla.',
    noProfile: 'Esta persona se registró, pero no terminó de configurar su cuenta. Pídale que inicie sesión una vez y luego vuelva a agregarla.',
    admin: 'Los administradores ya administran todas las escuelas, así que no pueden ser representantes escolares.',
    notRepresentative: 'Esta persona no es representante escolar de esta escuela',
  },
  role: {
    verifyEmailFirst: 'Primero verifique su correo electrónico',
    claimsNotApplied: 'El cambio quedó guardado, pero el servicio de inicio de sesión todavía no lo aplicó. Inténtelo de nuevo en un momento.',
  },
} satisfies Translation<typeof en>;
