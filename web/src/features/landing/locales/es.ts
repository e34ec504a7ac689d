import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  eyebrow: 'El regreso a clases, resuelto',
  heading: 'Le damos la bienvenida a School Supply Box',
  intro:
    'Compre toda la lista de útiles del grado de su hijo en una sola caja, entregada en la escuela o en su casa. ' +
    'Todo lo que pidieron los maestros, en las cantidades correctas, listo para el primer día de clases.',
  shopNow: 'Comprar ahora',
  contactUs: 'Contáctenos',

  signedIn: {
    welcome: '¡Hola de nuevo, {email}!',
    dashboard: 'Ir al panel',
    signOut: 'Cerrar sesión',
  },

  featuresHeading: 'Por qué las familias usan School Supply Box',
  features: {
    matching: {
      title: 'Encuentre su escuela fácilmente',
      text: 'Busque la escuela y el grado de su hijo y reciba la lista de útiles exacta que prepararon los maestros. Sin adivinar y sin que falte nada.',
    },
    delivery: {
      title: 'Entrega flexible',
      text: 'Reciba la caja directamente en la escuela, lista en el salón de clases, o en su casa, según lo que ofrezca su escuela.',
    },
    addOns: {
      title: 'Extras opcionales',
      text: 'Personalícela con etiquetas con el nombre, lápices adicionales o una mochila nueva para el año escolar.',
    },
  },

  contact: {
    title: 'Contáctenos',
    intro: '¿Tiene preguntas sobre un pedido, una entrega o la lista de su escuela? Con gusto le ayudamos.',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico de soporte',
    websiteLabel: 'Sitio web',
  },

  illustration: {
    title: 'Caja de útiles de 3.er grado',
    badge: 'Empacada',
    items: {
      pencils: '24 lápices con punta',
      notebooks: '2 cuadernos de rayas anchas',
      glue: '4 barras de pegamento',
      crayons: 'Crayones, 24 colores',
      scissors: 'Tijeras de seguridad',
    },
    more: 'y 9 artículos más',
  },
} satisfies Translation<typeof en>;
