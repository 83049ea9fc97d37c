// A number box that keeps what the user types ("1.", "0.0") while the form holds the number:
// converting every keystroke would eat the decimal point.
import { useState, type InputHTMLAttributes, type RefCallback } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The form's value as the input shows it ('' for nothing). */
  shown: string;
  onText(text: string): void;
  ref?: RefCallback<HTMLElement>;
}

export function NumberInput({ shown, onText, ...rest }: NumberInputProps) {
  const [text, setText] = useState(shown);
  // A value set from outside (a reset, a server answer) replaces the buffer; our own echo does not.
  const display = Number(text) === Number(shown) && (text === '') === (shown === '') ? text : shown;
  return (
    <input
      {...rest}
      type="number"
      inputMode="decimal"
      value={display}
      onChange={(event) => {
        setText(event.target.value);
        onText(event.target.value);
      }}
    />
  );
}
