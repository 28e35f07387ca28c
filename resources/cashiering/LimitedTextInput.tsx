import { useTranslate } from 'ra-core';
import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The counter shows from this share of the limit on: far from it, it is noise. */
const NEAR = 0.8;

/** What the counter says at `length` of `max`, or nothing while far from the limit. */
export const counterOf = (length: number, max: number) =>
  length < Math.ceil(max * NEAR)
    ? undefined
    : { key: length >= max ? 'rm.pos.form.counterFull' : 'rm.pos.form.counter', args: { count: length, max } };

/**
 * A text input that takes no more than the API's limit (`dataProviders/limits.ts`): the browser stops typing and
 * pasting at `maxLength`, and near the limit the helper text says how many characters are used, so a screen reader
 * hears it with the field (MUI ties helper text to the input with aria-describedby). An error replaces the counter.
 */
export const LimitedTextInput = ({
  maxLength,
  source,
  slotProps,
  ...props
}: TextInputProps & { maxLength: number }) => {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  const counter = counterOf(typeof value === 'string' ? value.length : 0, maxLength);
  return (
    <TextInput
      {...props}
      source={source}
      helperText={counter ? translate(counter.key, counter.args) : props.helperText}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), maxLength } }}
    />
  );
};
