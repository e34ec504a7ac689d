import type { Translation } from '../i18n/texts';
import type en from './account.en';

export default {
  emailRequired: 'Ingrese su correo electrónico',
  invalidEmail: 'Ingrese un correo electrónico válido.',
  passwordRequired: 'Ingrese su contraseña',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  resetEmailRequired: 'Primero ingrese su correo electrónico',
  firstNameRequired: 'Ingrese su nombre',
  lastNameRequired: 'Ingrese su apellido',
  phoneRequired: 'Ingrese su teléfono',
  line1Required: 'Ingrese la línea 1 de la dirección',
  cityRequired: 'Ingrese la ciudad',
  stateRequired: 'Ingrese el estado',
  zipCodeRequired: 'Ingrese el código postal',
} satisfies Translation<typeof en>;
