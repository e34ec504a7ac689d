import type { Translation } from '@ssb/contract';
import type en from './errors.en';

export default {
  signIn: {
    invalidCredential: 'El correo electrónico o la contraseña no son correctos. Revise sus datos e inténtelo de nuevo.',
    userNotFound: 'No hay ninguna cuenta con este correo electrónico. Regístrese o revise el correo que ingresó.',
    wrongPassword: 'La contraseña no es correcta. Inténtelo de nuevo.',
    invalidEmail: 'Ingrese un correo electrónico válido.',
    tooManyRequests: 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde.',
    network: 'Error de conexión. Revise su conexión a internet e inténtelo de nuevo.',
    disabled: 'En este momento no se puede iniciar sesión.',
    other: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
  },

  signUp: {
    emailInUse: 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
    weakPassword: 'La contraseña es demasiado débil. Elija una contraseña más segura, de al menos 6 caracteres.',
    disabled: 'En este momento no se pueden crear cuentas.',
    other: 'No se pudo crear la cuenta. Inténtelo de nuevo.',
  },

  reset: {
    userNotFound: 'No hay ninguna cuenta con este correo electrónico.',
    failed: 'No se pudo enviar el correo para restablecer la contraseña. Inténtelo de nuevo.',
  },

  verification: {
    senderProblem: 'La verificación del correo electrónico no está disponible por ahora. Inténtelo de nuevo más tarde.',
    tooManyRequests: 'Demasiadas solicitudes de correo. Espere unos minutos antes de volver a intentarlo.',
    unavailable: 'No podemos enviar el correo en este momento. Inténtelo de nuevo en unos minutos.',
    other: 'No se pudo enviar el correo de verificación. Inténtelo de nuevo más tarde.',
  },
} satisfies Translation<typeof en>;
