import type { Translation } from '../i18n/texts';
import type en from './staff.en';

export default {
  staff: {
    listNameRequired: 'Ingrese el nombre de la lista',
    reviewNoteRequired: 'Escriba lo que le falta a la lista antes de publicarla',
    schoolNameRequired: 'Ingrese el nombre de la escuela',
    productNameRequired: 'Ingrese el nombre del producto',
    priceInvalid: 'Ingrese un precio de 0 o más, con dos decimales como máximo',
    taxCodeInvalid: 'Ingrese un código fiscal de producto: txcd_ y 8 dígitos, como txcd_99999999',
    quantityInvalid: 'La cantidad debe ser un número entero de 1 o más',
    duplicateProduct: 'Cada producto puede estar una sola vez en una lista',
    timeZoneInvalid: 'debe ser el nombre de una zona horaria, como America/Chicago',
    addressLine1Required: 'Ingrese la línea 1 de la dirección',
    addressCityRequired: 'Ingrese la ciudad',
    addressStateInvalid: 'Ingrese un estado de EE. UU. con su código de dos letras, como IL',
    addressZipInvalid: 'Ingrese un código postal de 5 dígitos',
    fullAddressUnreadable: 'no se puede leer como calle, ciudad, estado y código postal: envíela como address: line1, line2 (opcional), city, state y zipCode',
    emailRequired: 'Ingrese el correo electrónico',
    phoneRequired: 'Ingrese el teléfono',
    deliveryContactNameRequired: 'Ingrese el nombre del contacto',
    carrierRequired: 'Ingrese la empresa de envío',
    trackingNumberRequired: 'Ingrese el número de rastreo',
    trackingNumberInvalid: 'Un número de rastreo solo tiene letras y dígitos',
    deliveryContactPhoneInvalid: 'Ingrese un teléfono con su código de área, como (217) 555-0188',
    studentFirstNameRequired: 'Ingrese el nombre del estudiante',
    studentLastNameRequired: 'Ingrese el apellido del estudiante',
  },
  publish: {
    empty: 'Esta lista todavía no tiene productos. Agregue al menos un producto antes de publicarla.',
    tooCheap: 'Una lista publicada debe costar al menos {min}: primero fije su precio.',
    alreadyPublished: 'Esta lista ya está publicada.',
    adminsPublish: 'Los administradores publican las listas directamente.',
    notWaiting: 'Esta lista no espera revisión.',
  },
  locks: {
    priceLocked: 'No se puede cambiar el precio de una lista publicada.',
    productsLocked: 'No se pueden modificar los productos después de que se hacen pedidos',
    hasOrders: 'No se pueden eliminar listas que tienen pedidos',
    keepsAProduct: 'Una lista publicada debe conservar al menos un producto',
    optionalMarks: 'Solo un administrador puede cambiar qué artículos de una lista publicada son opcionales',
  },
} satisfies Translation<typeof en>;
