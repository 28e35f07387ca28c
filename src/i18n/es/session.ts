import type { LocaleMessages } from '../en';

export const session = {
  idle: {
    heading: '¿Sigue ahí?',
    text: 'Por motivos de seguridad, pronto se cerrará su sesión porque no ha habido actividad.',
    countdown: 'Su sesión se cerrará en %{smart_count} segundo |||| Su sesión se cerrará en %{smart_count} segundos',
    stay: 'Mantener la sesión',
    logOff: 'Cerrar sesión',
  },
  maintenance: {
    heading: 'En mantenimiento',
    text: 'Revenue Management está en mantenimiento. Vuelva a intentarlo más tarde.',
  },
  versionTag: '%{environment} · v%{version}',
  versionTagLabel: 'Etiqueta de versión',
} satisfies LocaleMessages['rm']['session'];
