import type { Translation } from '@ssb/contract';
import type en from './invitation.en';

export default {
  title: 'Acepte su invitación',
  loading: 'Abriendo su invitación…',
  intro: '{school} invitó a {email} a ser representante escolar: podrá mantener sus listas de útiles y ver sus pedidos.',
  validUntil: 'La invitación es válida hasta el {date}.',
  existingAccount:
    'Este correo electrónico ya tiene una cuenta. Si usted la creó, la contraseña que elija reemplaza la suya. Si no la creó, otra persona registró su correo electrónico: al elegir una contraseña aquí, la cuenta pasa a ser suya y se cierran todas las demás sesiones.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  password: 'Elija una contraseña',
  passwordHint: 'Al menos 6 caracteres',
  submit: 'Aceptar invitación',
  goneHint: 'Pida al administrador que le invitó que le envíe una nueva invitación.',
  signIn: 'Ir a Iniciar sesión',
  signInFailed: 'Su invitación quedó aceptada. No se pudo iniciar sesión en este momento: inicie sesión con su correo electrónico y la contraseña que eligió.',
} satisfies Translation<typeof en>;
