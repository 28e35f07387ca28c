/**
 * react-admin's default CSV exporter, with its CSV library (jsonexport) loaded when an export runs.
 *
 * ra-core's list controllers import `defaultExporter` for lists that name no exporter, so its CSV library came with
 * every list page (about 3 KB gzip), though this app exports only users.csv, with its own code. The build resolves
 * ra-core's module to this file (vite.config.ts); an export made with it writes the same file as ra-core's.
 */
import { downloadCSV, type Exporter } from 'ra-core';

type JsonExport = (data: unknown, done: (error: Error | null, csv: string) => void) => void;

export const defaultExporter: Exporter = (data, _fetchRelatedRecords, _dataProvider, resource) => {
  // @ts-expect-error: jsonexport (ra-core's dependency) ships no types.
  void import('jsonexport/dist/index.js').then(({ default: jsonExport }: { default: JsonExport }) => {
    jsonExport(data, (_error, csv) => downloadCSV(csv, resource));
  });
};
