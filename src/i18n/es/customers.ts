import type { LocaleMessages } from '../en';

export const customers = {
  title: 'Clientes',
  search: {
    placeholder: 'Buscar clientes',
    body: 'Arme su búsqueda a continuación',
    criterion: 'Seleccione un criterio de búsqueda',
    value: 'Valor de búsqueda',
    add: 'Agregar criterio de búsqueda',
    remove: 'Quitar este criterio',
    clear: 'Borrar búsqueda',
    submit: 'Buscar',
    panel: 'Búsqueda de clientes',
    applied: 'Buscando por %{criteria}',
    rowLabel: 'Criterio de búsqueda %{n}',
    formLoading: 'Cargando el formulario de búsqueda…',
  },
  validation: {
    emailAddressRequired: 'El correo electrónico es obligatorio',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    chooseCriterion: 'Elija un criterio de búsqueda',
    usedOnce: 'Cada criterio de búsqueda se puede usar una sola vez',
  },
  columns: {
    actions: 'Acciones',
  },
  status: {
    active: 'Activo',
    pending: 'Pendiente',
    unknown: 'Desconocido',
  },
  view: 'Ver',
  viewAria: 'Ver a %{name} en el portal de pagos (se abre en una pestaña nueva)',
  results: '%{count} resultado(s)',
  loading: 'Buscando clientes…',
  pagination: 'Páginas de resultados de clientes',
  pendingToast: 'No puede ver a este cliente hasta que termine de configurar su perfil.',
  noPortal:
    'La dirección del portal de pagos de este cliente no está configurada, así que no se pueden ver los clientes.',
  empty: {
    performHeading: 'Realice una búsqueda',
    performText: 'Realice una búsqueda en la barra de arriba para ver clientes.',
    noResultsHeading: 'No se encontraron resultados',
    noResultsText: 'No encontramos nada que coincida con su búsqueda. Modifique su búsqueda y vuelva a intentarlo.',
    errorHeading: 'Algo salió mal',
    errorText:
      'Algo salió mal; vuelva a intentar su búsqueda. Si el problema continúa, comuníquese con su administrador.',
    deniedText:
      'Su rol no le permite buscar clientes. Si cree que debería poder hacerlo, comuníquese con su administrador.',
  },
} satisfies LocaleMessages['rm']['customers'];
