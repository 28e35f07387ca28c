import fs from 'node:fs';
import path from 'node:path';
import { explicitFieldLabels } from './fieldLabels';

const root = path.resolve(import.meta.dirname, '..');

const componentFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });

/**
 * The elements whose label is not their source's: a column showing the record itself is titled by the resource's name
 * ("Agency", "Location", "Terminal"); the add-user step calls the email "Email address" where the edit form says
 * "Email"; a search row's select asks for a criterion, and its value is named by the criterion chosen in it; two payment
 * results' columns keep the spec's headers ("Transactions date", "Amount" for the subtotal). The columns
 * menu's entry hands on its column's own source and label (each column is checked where it is written).
 */
const NOT_THE_FIELDS_LABEL = [
  'resources/agencies/AgencyList.tsx <DataTable.Col source="description">',
  'resources/customers/CustomerCriteriaForm.tsx <SelectInput source={`criteria.${index}.criterion`}>',
  'resources/customers/CustomerCriteriaForm.tsx <TextInput source={`criteria.${index}.value`}>',
  'resources/payments/PaymentCriteriaForm.tsx <SelectInput source={`criteria.${index}.criterion`}>',
  'resources/payments/PaymentCriteriaForm.tsx <TextInput source={`criteria.${index}.value`}>',
  'resources/payments/PaymentResults.tsx <Column source="createdAt">',
  'resources/payments/PaymentResults.tsx <Column source="subtotal">',
  'resources/cashiering/SortableTable.tsx <DataTable.Col source="name">',
  'resources/users/UserInputs.tsx <TextInput source="email">',
  'src/layout/ReorderableColumns.tsx <ColumnsMenuEntry source={props.source}>',
];

describe('each field label has one home: resources.<resource>.fields.<source>', () => {
  it('finds an element with both a source and a label, wherever the label comes from', () => {
    expect(
      explicitFieldLabels(
        `const A = () => (\n  <>\n    <TextInput source="code" label={translate('rm.pos.agency.code')} />\n    <DataTable.Col\n      source="slug"\n      label="Slug"\n    >x</DataTable.Col>\n  </>\n);`,
      ),
    ).toEqual(['3: <TextInput source="code">', '4: <DataTable.Col source="slug">']);
  });

  it('leaves a label with no source (a button, a pager) and a source with no label alone', () => {
    expect(
      explicitFieldLabels(
        `const A = () => (\n  <>\n    <SubmitButton label={translate('rm.users.form.addUser')} />\n    <TextInput source="code" isRequired />\n  </>\n);`,
      ),
    ).toEqual([]);
  });

  it('holds in src/ and resources/: react-admin labels them from the source', () => {
    const found = ['src', 'resources'].flatMap(folder =>
      componentFiles(path.join(root, folder)).flatMap(file =>
        explicitFieldLabels(fs.readFileSync(file, 'utf8'), file).map(
          element => `${path.relative(root, file)} ${element.replace(/^\d+: /, '')}`,
        ),
      ),
    );
    expect(found.sort()).toEqual([...NOT_THE_FIELDS_LABEL].sort());
  });
});
