import { Checkbox, ListItemText, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
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

const CHECKBOX_INPUT = { input: { 'aria-hidden': true, tabIndex: -1 } } as const;

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
      <MenuItem value={SELECT_ALL}>
        <Checkbox
          checked={allChosen}
          indeterminate={!allChosen && value.length > 0}
          size="small"
          slotProps={CHECKBOX_INPUT}
        />
        <ListItemText primary={selectAllLabel} />
      </MenuItem>
      {agencies.map(agency => (
        <MenuItem key={agency.slug} value={agency.slug}>
          <Checkbox checked={value.includes(agency.slug)} size="small" slotProps={CHECKBOX_INPUT} />
          <ListItemText primary={agency.name} />
        </MenuItem>
      ))}
    </TextField>
  );
});
