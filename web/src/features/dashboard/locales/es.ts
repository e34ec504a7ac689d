import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  pageTitle: 'Panel',
  greeting: '¡Hola, {firstName}!',
  greetingWithoutName: '¡Le damos la bienvenida!',
  intro: 'Sus pedidos de útiles escolares y sus datos, todo en un solo lugar.',

  shop: {
    title: '¿Todo listo para el nuevo año escolar?',
    text: 'Busque la escuela de su hijo, elija la lista de útiles de su grado y nosotros empacamos toda la caja.',
    cta: 'Comprar útiles escolares',
  },

  nextSteps: {
    title: 'Próximos pasos',
    orderBy: 'Haga el pedido antes del {date} para {child}',
  },

  orders: {
    title: 'Pedidos recientes',
    viewAll: 'Ver todos los pedidos',
    loading: 'Cargando sus pedidos...',
    failed: 'No se pudieron cargar sus pedidos',
    empty: 'Todavía no tiene pedidos.',
    emptyHint: 'Sus pedidos de cajas de útiles aparecerán aquí cuando haga uno.',
    orderAgain: 'Pedir de nuevo',
    actionLabel: '{action} para {student}: {list}',
  },

  details: {
    title: 'Sus datos',
    loading: 'Cargando sus datos...',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección de su casa',
    notProvided: 'Todavía no se ha indicado',
    missingHint: 'Agregue su teléfono y la dirección de su casa para usarlos en los pedidos que se entregan a domicilio.',
    edit: 'Editar datos',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    saved: 'Sus datos se guardaron.',
    saveFailed: 'No se pudieron guardar sus datos.',
    firstName: 'Nombre',
    lastName: 'Apellido',
  },
} satisfies Translation<typeof en>;
