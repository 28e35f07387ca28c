import { i18nProvider } from '../../src/i18n';
import {
  buildTerminalCreate,
  buildTerminalUpdate,
  newTerminalValues,
  terminalFormValues,
  validateTerminal,
} from './terminalModel';

const t = i18nProvider.translate;

describe('validateTerminal', () => {
  it('requires location, name, payment source and kiosk id; reader type and device id are optional', () => {
    expect(validateTerminal(newTerminalValues(), t)).toEqual({
      location_id: 'Location is required',
      name: 'Name is required',
      payment_source: 'Payment Source is required',
      kiosk_id: 'Kiosk ID is required',
    });
    expect(
      validateTerminal({ ...newTerminalValues(4), name: 'Window 1', payment_source: 'kiosk', kiosk_id: 'K-1' }, t),
    ).toEqual({});
  });
});

describe('terminal payloads', () => {
  it('sends ids as numbers and empty optional fields as null', () => {
    expect(
      buildTerminalCreate({
        location_id: '4',
        name: ' Window 1 ',
        payment_source: 'cashiering',
        kiosk_id: 'K-1',
        credit_card_reader_type_id: '',
        internal_device_id: '',
      }),
    ).toEqual({
      location_id: 4,
      name: 'Window 1',
      payment_source: 'cashiering',
      kiosk_id: 'K-1',
      credit_card_reader_type_id: null,
      internal_device_id: null,
    });
  });

  it('updates by id with the override reader type', () => {
    const edit = {
      id: 5,
      location_id: 4,
      name: 'Window 1',
      payment_source: 'kiosk',
      kiosk_id: 'K-1',
      credit_card_reader_type_id: 3,
      internal_device_id: 'DEV-1',
      locations: [],
      credit_card_reader_types: [],
    };
    expect(buildTerminalUpdate(terminalFormValues(edit), 5)).toEqual({
      id: 5,
      location_id: 4,
      name: 'Window 1',
      payment_source: 'kiosk',
      kiosk_id: 'K-1',
      credit_card_reader_type_id: 3,
      internal_device_id: 'DEV-1',
    });
  });
});
