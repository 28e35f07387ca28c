import type { LocaleMessages } from '../en';

export const dashboard = {
  title: 'Tablero',
  loading: 'Cargando el tablero…',
  offline: 'Su dispositivo no tiene conexión. El tablero se cargará en cuanto vuelva la conexión.',
  frameTitle: 'Tablero de análisis de %{brand}',
  failedHeading: 'Algo salió mal',
  failedText: 'Hubo un problema al cargar el tablero. Es posible que su organización no tenga un tablero configurado.',
  retry: 'Volver a intentar',
  deniedHeading: 'Tablero no disponible',
  deniedText: 'Su rol no le permite ver el tablero. Si cree que debería poder verlo, comuníquese con su administrador.',
  noRoleHeading: 'Aún no tiene un rol',
  noRoleText:
    'Su cuenta aún no tiene un rol de Revenue Management, así que no hay un tablero para mostrar. Pida a su administrador un rol de Revenue Management: Investigador para buscar y ver pagos, Supervisor para además anularlos y reembolsarlos.',
} satisfies LocaleMessages['rm']['dashboard'];
