import { z } from 'zod';
import { zServerString } from './common.ts';
export type { TChannelKind } from './constants.ts';

export const ZDictionaryItem = z.object({
  id: z.number().int(),
  name: zServerString(),
});
export type TDictionaryItem = z.infer<typeof ZDictionaryItem>;
export const ZDictionaryList = z.array(ZDictionaryItem);


export const ZRegion = z.object({ id: z.number().int(), name: zServerString() });
export type TRegion = z.infer<typeof ZRegion>;
export const ZRegionList = z.array(ZRegion);
