import type { LocaleMessages } from '../en';

/** Each resource's name and its fields' labels (src/i18n/en/fieldLabels.ts says where react-admin reads them). */
export const resources = {
  payments: {
    fields: {
      id: 'ID de transacción',
      agency: 'Agencia',
      account: { number: 'Número de cuenta' },
      createdAt: 'Fecha de transacción',
      type: 'Método de pago',
      status: 'Estado',
      subtotal: 'Monto',
    },
  },
  customers: {
    fields: {
      name: 'Nombre del cliente',
      email: 'Correo electrónico',
      createdAt: 'Cliente desde',
      status: 'Estado',
    },
  },
  users: {
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      clientSlug: 'Seleccione un cliente',
      role: 'Rol en Revenue Management',
      posRole: 'Rol en caja',
      agencies: 'Agencias',
      agency: 'Agencia',
      rank: {
        name: 'Nombre',
        email: 'Correo electrónico',
        role: 'Rol en Revenue Management',
        posRole: 'Rol en caja',
        status: 'Estado',
      },
    },
  },
  profile: {
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      timezone: 'Zona horaria',
    },
  },
  clients: {
    fields: { brand: 'Nombre del cliente' },
  },
  posClients: {
    fields: {
      name: 'Nombre',
      brand: 'Marca',
      slug: 'Slug',
      time_zone_id: 'Zona horaria',
      credit_card_reader_type_id: 'Tipo de lector de tarjetas',
      split_fee_text_default: 'Texto predeterminado del cargo dividido',
      split_fee_mid_default: 'MID predeterminado del cargo dividido',
    },
  },
  agencies: {
    name: 'Agencia |||| Agencias',
    fields: {
      code: 'Código',
      slug: 'Slug',
      description: 'Descripción',
      split_tender: 'Permite pago combinado',
      location_ids: 'Sucursales',
      header_url: 'URL del encabezado del recibo',
      pay_at_message: 'Mensaje de lugar de pago',
      split_fee_mid: 'MID del cargo dividido',
      split_fee_text: 'Texto del cargo dividido',
      convenience_fee: 'Cargo por conveniencia',
      max_card_amount_allowed: 'Monto máximo permitido con tarjeta',
      service_fee_percentage: 'Porcentaje del cargo por servicio',
      minimum_service_fee: 'Cargo por servicio mínimo',
    },
  },
  locations: {
    name: 'Sucursal |||| Sucursales',
    fields: {
      name: 'Nombre',
      location_code: 'Código de sucursal',
      email: 'Correo electrónico',
      phone_1: 'Teléfono 1',
      phone_2: 'Teléfono 2',
      address: 'Dirección',
      address_1: 'Dirección 1',
      address_2: 'Dirección 2',
      city: 'Ciudad',
      state: 'Estado',
      zipcode: 'Código postal',
      default_float: 'Fondo de caja predeterminado',
    },
  },
  terminals: {
    name: 'Terminal |||| Terminales',
    fields: {
      location_id: 'Sucursal',
      location: 'Sucursal',
      name: 'Nombre',
      payment_source: 'Origen del pago',
      kiosk_id: 'ID del quiosco',
      credit_card_reader_type_id: 'Tipo de lector de tarjetas',
      internal_device_id: 'ID interno del dispositivo',
    },
  },
} satisfies LocaleMessages['resources'];
