import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  heading: 'Accesibilidad',
  intro:
    'Queremos que todas las familias y todas las escuelas puedan usar School Supply Box con cualquier dispositivo, configuración o tecnología de asistencia.',
  target: {
    title: 'Nuestro objetivo',
    text: 'Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, en inglés y en español.',
  },
  tested: {
    title: 'Lo que comprobamos',
    items: {
      axe: 'Cada pantalla que abren nuestras pruebas automáticas de principio a fin se revisa con axe, en una pantalla del tamaño de un teléfono (375 píxeles de ancho) y en la de una computadora (1280 píxeles de ancho). Las pantallas principales, para las familias y para el personal escolar, se revisan en inglés y en español. Un problema grave o crítico hace fallar las pruebas.',
      keyboard:
        'Las tareas principales se prueban solo con el teclado: comprar una caja sin cuenta, iniciar sesión y encontrar un pedido, crear y completar una lista de útiles, y marcar un pedido como completado.',
      focus: 'El elemento que tiene el foco del teclado siempre se ve marcado, y al cerrar un cuadro de diálogo el foco vuelve al botón que lo abrió.',
      contrast: 'Los colores del texto cumplen el contraste AA (4.5 a 1 para el texto normal), y axe los revisa en cada pantalla.',
      motion: 'Los cuadros de diálogo y los menús se abren sin animación cuando su dispositivo está configurado para reducir el movimiento.',
      skip: 'Un enlace al comienzo de cada página permite a quienes usan el teclado saltar la navegación e ir directamente al contenido principal.',
    },
  },
  limitations: {
    title: 'Limitaciones conocidas',
    items: {
      payment: 'El pago se hace en la página segura de nuestro proveedor de pagos, que nuestras pruebas no revisan.',
      people:
        'Nuestras pruebas son automáticas. Todavía no han revisado el producto personas que usan a diario lectores de pantalla u otras tecnologías de asistencia.',
    },
  },
  report: {
    title: 'Informar un problema',
    text: 'Si algo le resulta difícil de usar, o no funciona con su dispositivo o tecnología de asistencia, díganos en qué página y qué ocurrió. Le ayudaremos a hacer su pedido y corregiremos el problema.',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
  },
  lastReviewed: 'Última revisión: {date}',
} satisfies Translation<typeof en>;
