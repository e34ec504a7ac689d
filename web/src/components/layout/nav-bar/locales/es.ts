import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  skipToMain: 'Saltar al contenido principal',
  brand: 'School Supply Box',
  brandHome: 'Inicio de School Supply Box',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Móvil',
  home: 'Inicio',
  shop: 'Tienda',
  myOrders: 'Mis pedidos',
  dashboard: 'Panel',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  openMenu: 'Abrir el menú de navegación',
  closeMenu: 'Cerrar el menú de navegación',
  menuTitle: 'Menú',
  signedInAs: 'Sesión iniciada como',
  roleBadge: {
    admin: 'Administrador',
    parent: 'Padre o madre',
    repWithoutSchoolName: 'Representante escolar',
  },
  accessibility: 'Accesibilidad',
  languageName: { en: 'English', es: 'Español' },
} satisfies Translation<typeof en>;
