import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';

/** One «label — value» row of a card's DataList. */
export function DataField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
