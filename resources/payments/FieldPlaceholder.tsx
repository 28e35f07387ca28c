import { FormControl, FormHelperText, Skeleton, type SxProps, type Theme } from '@mui/material';

/** A small filled input with its label, as react-admin's theme draws every input. */
const FIELD_HEIGHT = 48;

interface FieldPlaceholderProps {
  /** The input's own margin (react-admin's inputs are dense). */
  margin?: 'dense';
  sx?: SxProps<Theme>;
  /** Keeps the line below the input for its helper text or error, as react-admin's inputs do. */
  helperLine?: boolean;
}

/** An input's place while the page's first results render (see PaymentList): a shape of its size, in its margins. */
export const FieldPlaceholder = ({ margin, sx, helperLine = false }: FieldPlaceholderProps) => (
  <FormControl margin={margin} variant="filled" sx={sx}>
    <Skeleton variant="rectangular" height={FIELD_HEIGHT} />
    {helperLine ? <FormHelperText>{'\u200b'}</FormHelperText> : null}
  </FormControl>
);
