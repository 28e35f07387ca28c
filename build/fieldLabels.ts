import ts from 'typescript';

/**
 * Elements that pass both `source` and `label`: react-admin labels an input, a field or a DataTable column with a
 * source from `resources.<resource>.fields.<source>` by itself, so a `label` beside a `source` is a second home for a
 * field's label (src/i18n/en/fieldLabels.ts). Each is told as `line: <Element source="…">`.
 */
export const explicitFieldLabels = (text: string, fileName = 'file.tsx'): string[] => {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const names = node.attributes.properties.flatMap(property =>
        ts.isJsxAttribute(property) ? [property.name.getText(file)] : [],
      );
      if (names.includes('source') && names.includes('label')) {
        const source = node.attributes.properties.find(
          property => ts.isJsxAttribute(property) && property.name.getText(file) === 'source',
        ) as ts.JsxAttribute;
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${line + 1}: <${node.tagName.getText(file)} source=${source.initializer?.getText(file) ?? ''}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
