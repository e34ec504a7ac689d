import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  login: {
    title: 'Iniciar sesión',
    subtitle: '¡Qué gusto verle de nuevo! Inicie sesión para pedir útiles escolares y seguir sus pedidos.',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.com',
    password: 'Contraseña',
    passwordPlaceholder: 'Su contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    noAccount: '¿No tiene una cuenta?',
    signUp: 'Regístrese',
  },

  reset: {
    title: 'Restablecer la contraseña',
    subtitle: 'Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviar el enlace por correo',
    backToSignIn: 'Volver a iniciar sesión',
    success: '¡Le enviamos el correo para restablecer su contraseña! Revise su bandeja de entrada.',
  },

  signup: {
    title: 'Crear una cuenta',
    subtitle: 'Cree una cuenta para pedir los útiles escolares de su hijo en una sola caja.',
    aboutYou: 'Sus datos',
    homeAddress: 'Dirección de su casa',
    homeAddressHint: 'La usamos para entregarle la caja en su casa cuando la escuela de su hijo no recibe las entregas en la escuela.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phonePlaceholder: '(555) 555-0123',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Inicie sesión',
  },

  verification: {
    title: 'Verifique su correo electrónico',
    sentTo: 'Enviamos un enlace de verificación a',
    instructions: 'Abra el correo y haga clic en el enlace para activar su cuenta. Esta página continuará sola cuando lo haya hecho.',
    waiting: 'Esperando la verificación…',
    noEmail: '¿No recibió el correo? Revise la carpeta de correo no deseado o envíelo de nuevo.',
    resend: 'Reenviar el correo de verificación',
    resendIn: 'Reenviar en {seconds} s',
    sent: '¡Le enviamos el correo de verificación! Revise su bandeja de entrada.',
    wrongAccount: '¿No es usted? Cierre la sesión',
  },
} satisfies Translation<typeof en>;
