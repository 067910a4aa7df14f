import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box that reports after a short pause, so each keystroke does not reload the table. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  const [text, setText] = useState(value);
  // A value changed from outside (filters reset, back button) replaces what is typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 350);
    return () => clearTimeout(timer);
  });
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      type="search"
      miw={260}
      style={{ flex: 1 }}
    />
  );
}
