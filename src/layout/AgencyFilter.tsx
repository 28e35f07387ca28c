import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import { Box, ListItemText, MenuItem, TextField, type MenuItemProps, type SxProps, type Theme } from '@mui/material';
import { memo } from 'react';

export interface AgencyChoice {
  slug: string;
  name: string;
}

/** "Select All": a value of its own in the select, never an agency's. */
const SELECT_ALL = '__all__';

/** Select All chooses every agency offered, or none when all are chosen already. */
export const toggleAllAgencies = (chosen: readonly string[], agencies: readonly Pick<AgencyChoice, 'slug'>[]) =>
  agencies.length && agencies.every(agency => chosen.includes(agency.slug)) ? [] : agencies.map(agency => agency.slug);

interface AgencyFilterProps {
  label: string;
  /** What the field reads with nothing chosen ("All agencies"). */
  noneLabel: string;
  selectAllLabel: string;
  agencies: readonly AgencyChoice[];
  value: readonly string[];
  onChange: (slugs: string[]) => void;
  sx?: SxProps<Theme>;
}

/** The agencies to narrow a list to, any number of them, with Select All first; none chosen means every agency. */
export const AgencyFilter = memo(function AgencyFilter({
  label,
  noneLabel,
  selectAllLabel,
  agencies,
  value,
  onChange,
  sx,
}: AgencyFilterProps) {
  const allChosen = agencies.length > 0 && agencies.every(agency => value.includes(agency.slug));
  const nameOf = (slug: string) => agencies.find(agency => agency.slug === slug)?.name ?? slug;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={event => {
        // A multiple select's value is the chosen list (MUI types every TextField's value as a string).
        const picked: string[] | string = event.target.value;
        const chosen = typeof picked === 'string' ? picked.split(',').filter(Boolean) : picked;
        onChange(chosen.includes(SELECT_ALL) ? toggleAllAgencies(value, agencies) : chosen);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: selected => {
            const slugs = selected as string[];
            return slugs.length ? slugs.map(nameOf).join(', ') : noneLabel;
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={sx}
    >
      <SelectAllItem value={SELECT_ALL} allChosen={allChosen}>
        <CheckMark state={allChosen ? 'checked' : value.length > 0 ? 'mixed' : 'unchecked'} />
        <ListItemText primary={selectAllLabel} />
      </SelectAllItem>
      {agencies.map(agency => (
        <MenuItem key={agency.slug} value={agency.slug}>
          <CheckMark state={value.includes(agency.slug) ? 'checked' : 'unchecked'} />
          <ListItemText primary={agency.name} />
        </MenuItem>
      ))}
    </TextField>
  );
});

/**
 * Select All reads as selected when every agency is: MUI's Select marks an option selected only when its own value is
 * chosen, and Select All's never is.
 */
const SelectAllItem = ({ allChosen, ...props }: MenuItemProps & { value: string; allChosen: boolean }) => (
  <MenuItem {...props} aria-selected={allChosen} />
);

/**
 * A small checkbox's look, drawn only: the option itself says it is chosen (aria-selected), and a checkbox inside an
 * option would be a control nested in a control.
 */
const CheckMark = ({ state }: { state: 'checked' | 'mixed' | 'unchecked' }) => {
  const Icon =
    state === 'checked' ? CheckBoxIcon : state === 'mixed' ? IndeterminateCheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-flex', p: '9px', color: state === 'unchecked' ? 'text.secondary' : 'primary.main' }}
    >
      <Icon fontSize="small" />
    </Box>
  );
};
