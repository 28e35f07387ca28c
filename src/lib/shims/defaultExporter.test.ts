import { defaultExporter as raCoreExporter } from 'ra-core';
import { defaultExporter } from './defaultExporter';

/** The CSV an exporter downloads, read from the blob its link points at. */
const downloaded = async (exporter: typeof defaultExporter) => {
  const blobs: Blob[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
    blobs.push(blob as Blob);
    return 'blob:csv';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    void exporter([{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace, Hopper' }], () => Promise.resolve({}), {} as never, 'people');
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    return { name: link.getAttribute('download'), csv: await blobs[0].text() };
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
};

describe("react-admin's default exporter with its CSV library on demand", () => {
  it('downloads the same file as ra-core’s own', async () => {
    const ours = await downloaded(defaultExporter);
    expect(ours).toEqual({ name: 'people.csv', csv: 'id,name\n1,Ada\n2,"Grace, Hopper"' });
    expect(ours).toEqual(await downloaded(raCoreExporter));
  });
});
