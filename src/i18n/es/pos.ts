import type { LocaleMessages } from '../en';

export const pos = {
  posDisabled: {
    heading: 'El punto de venta está desactivado para %{brand}',
    text: 'Lo que configure aquí se guarda, pero los cajeros no podrán usarlo hasta que se active el punto de venta para este cliente.',
  },
  form: {
    counter: '%{count} de %{max} caracteres',
    counterFull: '%{count} de %{max} caracteres: no caben más',
    offline: 'Su dispositivo no tiene conexión. Los cambios se guardarán en cuanto vuelva la conexión.',
  },
  serverErrors: {
    taken: {
      client: {
        brand: 'Esta marca ya la usa otro cliente.',
        slug: 'Este slug ya lo usa otro cliente.',
      },
      agency: {
        code: 'Este código ya lo usa otra agencia.',
        slug: 'Este slug ya lo usa otra agencia.',
      },
      location: {
        location_code: 'Este código de sucursal ya lo usa otra sucursal.',
      },
      terminal: {
        kiosk_id: 'Este ID de quiosco ya lo usa otra terminal.',
      },
    },
  },
  nav: {
    label: 'Secciones de la configuración de caja',
    clients: 'Cliente',
    locations: 'Sucursales',
    agencies: 'Agencias',
    terminals: 'Terminales',
  },
  titles: {
    client: 'Configuración del cliente de caja',
    agencies: 'Agencias',
    agencyCreate: 'Crear agencia',
    agencyEdit: 'Editar agencia',
    locations: 'Sucursales',
    locationCreate: 'Crear sucursal',
    locationEdit: 'Editar sucursal',
    terminals: 'Terminales',
    terminalCreate: 'Crear terminal',
    terminalEdit: 'Editar terminal',
  },
  alert: {
    successHeading: 'Listo',
    created: '%{name} se creó correctamente',
    updated: '%{name} se actualizó correctamente',
    errorHeading: 'Error:',
    errorFallback: 'Ocurrió un error',
    clientNotFoundHeading: 'Cliente no encontrado',
    clientNotFoundText: 'Aún no hay un cliente de caja para %{brand}. Complete el formulario para crearlo.',
    clientNotFoundListText: 'Aún no hay un cliente de caja para %{brand}.',
    unexpected: 'El servicio de caja envió una respuesta que esta página no entiende. Inténtelo más tarde.',
    accessDenied:
      'Su rol no le permite hacer esto. Si cree que debería poder hacerlo, comuníquese con su administrador.',
    networkError: 'Error de red',
    dismiss: 'Cerrar',
  },
  toast: {
    sortFailed: 'Error al actualizar el orden',
    sortSaved: 'Orden actualizado',
  },
  actions: {
    save: 'Guardar',
    create: 'Crear',
    cancel: 'Cancelar',
    createAgency: 'Crear nueva agencia',
    createLocation: 'Crear nueva sucursal',
    createTerminal: 'Crear nueva terminal',
  },
  otherClient: {
    heading: 'No pertenece a %{brand}',
    text: 'Pertenece a otro cliente. Para editarlo, elija antes ese cliente (Cambiar de cliente).',
    back: 'Volver a la lista',
  },
  loadFailed: {
    text: 'No se pudo cargar esta página.',
    deniedText: 'Su rol no puede ver esta página.',
    retry: 'Volver a intentar',
  },
  list: {
    loading: 'Cargando…',
    reorderColumn: 'Orden',
  },
  empty: {
    agencies: { heading: 'No hay agencias', text: 'Este cliente no tiene agencias. Cree una para verla aquí.' },
    locations: { heading: 'No hay sucursales', text: 'Este cliente no tiene sucursales. Cree una para verla aquí.' },
    terminals: { heading: 'No hay terminales', text: 'Este cliente no tiene terminales. Cree una para verla aquí.' },
    terminalsAt: {
      heading: 'No hay terminales en %{location}',
      text: '%{location} no tiene terminales. Muestre las terminales de todas las sucursales o cree una aquí.',
      clear: 'Mostrar todas las sucursales',
    },
    noClient: {
      heading: 'Aún no hay cliente de caja',
      text: '%{brand} no está configurado para caja. Primero cree su cliente de caja; después, sus sucursales, agencias y terminales.',
      action: 'Configurar el cliente',
    },
  },
  move: {
    menu: 'Mover %{name}',
    top: 'Mover al principio',
    up: 'Subir',
    down: 'Bajar',
    bottom: 'Mover al final',
    toPosition: 'Mover a la posición…',
    dialogTitle: 'Mover %{name} a la posición',
    positionLabel: 'Posición (de 1 a %{total})',
    positionError: 'Escriba una posición de 1 a %{total}',
    confirm: 'Mover',
    moved: '%{name} se movió a la posición %{position} de %{total}.',
    otherGroup: 'Las terminales se mueven dentro de su sucursal: %{name} sigue en la posición %{position} de %{total}.',
  },
  drag: {
    handle: 'Reordenar %{name}',
    instructions:
      'Para tomar una fila, presione la barra espaciadora o Intro. Mientras la arrastra, use las flechas arriba y abajo para moverla. Presione de nuevo la barra espaciadora o Intro para soltarla en su nueva posición, o Escape para cancelar.',
    pickedUp: 'Tomó %{name}, en la posición %{position} de %{total}.',
    movedOver: '%{name} está ahora en la posición %{position} de %{total}.',
    dropped: '%{name} se soltó en la posición %{position} de %{total}.',
    cancelled: 'Reordenamiento cancelado. %{name} volvió a la posición %{position} de %{total}.',
  },
  validation: {
    zipcode: 'El código postal debe tener 5 dígitos, o ZIP+4 como 62701-1234',
    phone: '%{field} debe ser un número de teléfono, como (217) 555-0199',
    required: '%{field}: este dato es obligatorio',
    email: 'El correo electrónico no es válido',
    decimal: '%{field} debe ser un número decimal o entero',
    atMost: '%{field} debe ser como máximo %{max}',
    notAbove: '%{field} no debe ser mayor que %{limit}',
  },
  client: {
    splitFeeHint:
      'El MID y el texto del cargo dividido son opcionales. Si desea configurarlos, asegúrese de ingresar ambos y de que el cliente o sus terminales tengan DC direct habilitado.',
  },
  agency: {
    someLocations: '%{smart_count} sucursal |||| %{smart_count} sucursales',
    allLocations: 'La única sucursal |||| Las %{smart_count} sucursales',
    yes: 'Sí',
    no: 'No',
    selectAll: 'Seleccionar todas',
    noLocations: 'Este cliente aún no tiene sucursales.',
    receipt: 'Recibo',
    fees: 'Cargos',
    splitFeeTextHelp:
      'Puede usar {{payment_amount}} para el monto del pago (compra + propina + efectivo), {{new_line}} para un salto de línea y {{split_fee_amount}} para el monto del primer cargo dividido.',
    splitFeeTextPlaceholder:
      'Se cobra por separado un cargo por servicio de {{split_fee_amount}}.{{new_line}}Total: {{payment_amount}}',
    convenienceFeePlaceholder: '1.50',
    maxCardPlaceholder: '99.50',
    splitDisabled:
      'Los campos del cargo dividido están deshabilitados porque los del cargo por conveniencia tienen valores. Borre los campos del cargo por conveniencia para habilitarlos.',
    convenienceDisabled:
      'Los campos del cargo por conveniencia están deshabilitados porque los del cargo dividido o del cargo por servicio tienen valores. Borre los campos del cargo dividido para habilitarlos.',
  },
  terminal: {
    createLocation: 'Crear una sucursal',
    noLocations: 'Una terminal pertenece a una sucursal y este cliente aún no tiene ninguna.',
    readerTypeDefault: 'Usar el tipo de lector del cliente',
    readerTypeHelp: 'Opcional: reemplaza el tipo de lector configurado para el cliente.',
    paymentSources: { cashiering: 'Caja', kiosk: 'Quiosco' },
  },
  filter: {
    noMatch: 'Ninguna terminal coincide con “%{q}”.',
    sortingOff: 'Borre la búsqueda para cambiar el orden: el arrastre funciona sobre la lista completa.',
    searchHint: 'Nombre, ID de quiosco o sucursal',
    searchTerminals: 'Buscar terminales',
    allLocations: 'Todas las sucursales',
  },
} satisfies LocaleMessages['rm']['pos'];
